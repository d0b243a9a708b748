import {
  apiPath,
  badgeEndpoints,
  blacklistEndpoints,
  type MemberBadgeList,
  type PointAdjustInput,
  PointAdjustRules,
  PointEvent,
  type RightIconInput,
} from '../../../contract';
import { http } from '../../../data/http';

const rightsOf = (userUuid: string, list: MemberBadgeList) =>
  list.badges.find((badge) => badge.uuid === userUuid)?.rights ?? [];

/** Staff changes to one member (SPEC section 7 "Roles and blacklists", "Points"); the server checks the role. */
export const moderationApi = {
  read: (userUuid: string) => http.call(blacklistEndpoints.moderation, { params: { id: userUuid } }),
  /** The caller's cap on one adjustment (and each staff role's), shown before they type. */
  pointRules: () => http.get(apiPath('userPoint'), { schema: PointAdjustRules }),
  adjustPoints: (input: PointAdjustInput) =>
    http.post(apiPath('userPoint'), { json: input, schema: PointEvent }),
  grantBoardAdmin: (userUuid: string, boardId: string) =>
    http.post(apiPath('boardRole'), { json: { userUuid, boardId, roleCode: 'ADMIN' } }),
  revokeBoardAdmin: (userUuid: string, boardId: string) =>
    http.delete(apiPath('boardRole'), { json: { userUuid, boardId, roleCode: 'ADMIN' } }),
  setBlacklisted: (userUuid: string, blacklisted: boolean, reason: string) =>
    http.call(blacklistEndpoints.setUsers, { body: { userUuidList: [userUuid], blacklisted, reason } }),
  /** The right icons the member holds now (the public badge read). */
  readRights: async (userUuid: string) =>
    rightsOf(userUuid, await http.call(badgeEndpoints.badges, { query: { uuid: userUuid } })),
  /** Grants or takes back one right icon; answers the rights held after it. */
  setRightIcon: async (input: RightIconInput) =>
    rightsOf(input.userUuid, await http.call(badgeEndpoints.setRightIcon, { body: input })),
  setSoopBlacklisted: (soopUserId: string, blacklisted: boolean) =>
    http.call(blacklistEndpoints.setSoopIds, { body: { userIdList: [soopUserId], blacklisted } }),
};
