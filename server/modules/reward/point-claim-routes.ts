import type { FastifyInstance } from 'fastify';
import { pointClaimEndpoints as api, MANAGER_OR_HIGHER } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import { claimPoints, type PointClaimRepository } from './point-claim';

/**
 * Point claim: members enter a code (`/event/point-claim`), staff create codes and see who claimed
 * (`pointClaimEndpoints`).
 */
export function pointClaimRoutes(repository: PointClaimRepository) {
  return async (app: FastifyInstance) => {
    const { points } = app;

    route(
      app,
      api.claim,
      async (req) => {
        const { user } = await requireLinkedMember(req);
        const { code } = req.body;
        return points.transaction((tx, work) => claimPoints(tx, work, user.uuid, code));
      },
      { config: { writeLimit: 'event' } },
    );

    route(app, api.mine, async (req) => {
      const { user } = await requireUser(req);
      return { claimList: await repository.myClaims(user.uuid) };
    });

    route(app, api.codes, async () => ({ codeList: await repository.listCodes() }));

    route(app, api.createCode, async (req, reply) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const input = req.body;
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

    route(app, api.claimers, async (req) => ({ claimerList: await repository.claimers(req.params.id) }));
  };
}
