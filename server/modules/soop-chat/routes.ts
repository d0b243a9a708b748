import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, MANAGER_OR_HIGHER } from '../../../src/contract';
import {
  MemberVodRequestInput,
  MomentRequestInput,
  type SoopChatAdminOverview,
  type VodPopupSetting,
  VodPopupSetting as VodPopupSettingInput,
  type VodRequest,
  type VodRequestBoard,
  VodStatusInput,
} from '../../../src/contract/soop-chat';
import { parseInput } from '../../lib/http-error';
import { requireRole, requireUser } from '../../plugins/auth';
import type { SoopChatRepository } from './repository';

const MomentParam = z.object({ id: z.string().min(1).max(120) });
const RequestParam = z.object({ id: z.string().uuid('클립 요청을 찾을 수 없습니다.') });

/**
 * `/soop-vod-req` for everyone (the public requests), members (their own, and asking for a moment) and
 * `/admin/soop-chat` for the staff (moments, turning one into a request, statuses, the popup).
 */
export async function soopChatRoutes(
  app: FastifyInstance,
  { repository }: { repository: SoopChatRepository },
) {
  // Public (SPEC section 2): a visitor reads the requests gathered from the chat; asking needs an account.
  app.get(apiRoutes.soopVodRequests, async (req): Promise<VodRequestBoard> => {
    const user = (await req.auth())?.user;
    const [publicList, myList] = await Promise.all([
      repository.publicRequests(),
      user ? repository.memberRequests(user.uuid) : [],
    ]);
    return { publicList, myList };
  });

  app.post(
    apiRoutes.soopVodRequests,
    { config: { writeLimit: 'event' } },
    async (req, reply): Promise<VodRequest> => {
      const { user } = await requireUser(req);
      const input = parseInput(MemberVodRequestInput, req.body);
      reply.code(201);
      return repository.requestFromMember(user.uuid, input);
    },
  );

  /** Public: whether the popup's event runs, asked by every visitor's home page. */
  app.get(apiRoutes.soopVodPopup, async (): Promise<VodPopupSetting> => repository.popup());

  app.get(apiRoutes.soopChatAdmin, async (req): Promise<SoopChatAdminOverview> => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const [momentList, requestList, popup] = await Promise.all([
      repository.moments(),
      repository.allRequests(),
      repository.popup(),
    ]);
    return { momentList, requestList, popup };
  });

  app.post(apiRoutes.soopChatMomentRequest, async (req, reply): Promise<VodRequest> => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(MomentParam, req.params);
    const input = parseInput(MomentRequestInput, req.body);
    reply.code(201);
    return repository.requestFromMoment(id, input);
  });

  app.put(apiRoutes.soopVodRequestStatus, async (req): Promise<VodRequest> => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(RequestParam, req.params);
    return repository.setStatus(id, parseInput(VodStatusInput, req.body));
  });

  app.put(apiRoutes.soopVodPopupAdmin, async (req): Promise<VodPopupSetting> => {
    await requireRole(req, MANAGER_OR_HIGHER);
    return repository.setPopup(parseInput(VodPopupSettingInput, req.body).endsAt);
  });
}
