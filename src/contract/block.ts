import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done, isoDate, LatestTime, replicated } from './common';
import { endpoint } from './endpoint';

export const Block = z.object({
  ...replicated,
  userUuid: z.string().uuid(),
  userNickname: z.string(),
  reason: z.string(),
  createdAt: isoDate,
});
export type Block = z.infer<typeof Block>;

export const BlockInput = z.object({
  userUuid: z.string().uuid({ error: '차단할 사용자를 선택하세요.' }),
  reason: z.string().trim().max(200, '사유 항목은 최대 200자 이하여야 합니다.').default(''),
});
export const BlockUpdate = BlockInput.pick({ reason: true });

/** One of the member's blocks. */
export const BlockParam = z.object({ id: z.string().uuid('차단 항목을 찾을 수 없습니다.') });
/** A member who may be blocked. */
export const BlockUserParam = z.object({ id: z.string().uuid('사용자를 찾을 수 없습니다.') });

export const BlockExists = z.object({ exists: z.boolean() });

/**
 * The member's block list (`/user/me/block`). The table (`blockTable`, the worker's pull) is
 * registered by hand.
 */
export const blockEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiRoutes.blocks,
    access: 'member',
    summary: '내 차단 목록',
    response: z.array(Block),
  }),
  latestTime: endpoint({
    method: 'GET',
    path: apiRoutes.blockLatestTime,
    access: 'member',
    summary: '내 차단 목록이 마지막으로 바뀐 시각',
    response: LatestTime,
  }),
  exists: endpoint({
    method: 'GET',
    path: apiRoutes.blockExists,
    access: 'member',
    summary: '이 회원을 차단했는지',
    params: BlockUserParam,
    response: BlockExists,
  }),
  get: endpoint({
    method: 'GET',
    path: apiRoutes.block,
    access: 'member',
    summary: '내 차단 항목 하나',
    params: BlockParam,
    response: Block,
  }),
  create: endpoint({
    method: 'POST',
    path: apiRoutes.blocks,
    access: 'member',
    summary: '회원 차단',
    body: BlockInput,
    response: Block,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiRoutes.block,
    access: 'member',
    summary: '차단 사유 수정',
    params: BlockParam,
    body: BlockUpdate,
    response: Block,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiRoutes.block,
    access: 'member',
    summary: '차단 해제',
    params: BlockParam,
    response: Done,
  }),
};
