import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  MANAGER_OR_HIGHER,
  type MyPointClaimList,
  type PointClaimCode,
  PointClaimCodeInput,
  type PointClaimCodeList,
  type PointClaimerList,
  PointClaimInput,
  type PointClaimResult,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import { claimPoints, type PointClaimRepository } from './point-claim';

const IdParam = z.object({ id: z.string().uuid('코드를 찾을 수 없습니다.') });

/** Point claim: members enter a code (`/event/point-claim`), staff create codes and see who claimed. */
export function pointClaimRoutes(repository: PointClaimRepository) {
  return async (app: FastifyInstance) => {
    const { points } = app;

    app.post(
      apiRoutes.mePointClaim,
      { config: { writeLimit: 'event' } },
      async (req): Promise<PointClaimResult> => {
        const { user } = await requireLinkedMember(req);
        const { code } = parseInput(PointClaimInput, req.body);
        return points.transaction((tx, work) => claimPoints(tx, work, user.uuid, code));
      },
    );

    app.get(apiRoutes.mePointClaim, async (req): Promise<MyPointClaimList> => {
      const { user } = await requireUser(req);
      return { claimList: await repository.myClaims(user.uuid) };
    });

    app.get(apiRoutes.pointClaimCodes, async (req): Promise<PointClaimCodeList> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return { codeList: await repository.listCodes() };
    });

    app.post(apiRoutes.pointClaimCodes, async (req, reply): Promise<PointClaimCode> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const input = parseInput(PointClaimCodeInput, req.body);
      reply.code(201);
      return repository.createCode(
        input,
        user.uuid,
        app.audit.recording((created) =>
          created
            ? {
                actorUuid: user.uuid,
                action: 'CLAIM_CODE_CREATE',
                target: { type: 'claimCode', id: created.id, label: created.code },
                summary: `${created.amount.toLocaleString('ko-KR')}P · 선착순 ${created.quantity.toLocaleString('ko-KR')}명 · ${created.title}`,
                detail: {
                  amount: created.amount,
                  quantity: created.quantity,
                  startAt: input.startAt,
                  endAt: input.endAt,
                },
              }
            : null,
        ),
      );
    });

    app.get(apiRoutes.pointClaimCodeClaimers, async (req): Promise<PointClaimerList> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(IdParam, req.params);
      return { claimerList: await repository.claimers(id) };
    });
  };
}
