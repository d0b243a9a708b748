import type { FastifyInstance } from 'fastify';
import {
  pointDropEndpoints as api,
  MANAGER_OR_HIGHER,
  type PointDrop,
  type PointDropCatchResult,
  RANK_LIST_SIZE,
} from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { periodStart } from '../../lib/rank-period';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import type { PointDrops } from './drops';

export interface DropAnnouncer {
  started(drop: PointDrop): Promise<void>;
  ended(id: string): Promise<void>;
  caught(userUuid: string, result: PointDropCatchResult, remaining: number): Promise<void>;
}

/** `/event/point-drop`'s, `/rank/point-drop`'s and `/admin/event/point-drop`'s calls (`pointDropEndpoints`). */
export function pointDropRoutes(drops: PointDrops, announce: DropAnnouncer) {
  return async (app: FastifyInstance) => {
    route(app, api.list, async (req) => {
      const { user } = await requireUser(req);
      return { data: await drops.list(user.uuid) };
    });

    route(app, api.active, async (req) => {
      const { user } = await requireUser(req);
      return { data: await drops.active(user.uuid) };
    });

    route(app, api.packets, async (req) => {
      const { user } = await requireUser(req);
      return drops.packets(req.params.id, user.uuid);
    });

    route(
      app,
      api.catch,
      async (req) => {
        const { user } = await requireLinkedMember(req);
        const {
          remaining,
          packetCount: _count,
          ...result
        } = await drops.catchPacket(user.uuid, req.params.id);
        await announce.caught(user.uuid, result, remaining);
        return result;
      },
      { config: { writeLimit: 'event' } },
    );

    route(app, api.rank, async (req) => {
      const { user } = await requireUser(req);
      const { period } = req.query;
      const since = periodStart(period);
      const rows = await drops.rank(since, user.uuid);
      return {
        period,
        since: since?.toISOString() ?? null,
        entries: rows.filter((r) => r.position <= RANK_LIST_SIZE),
        me: rows.find((r) => r.userUuid === user.uuid) ?? null,
      };
    });

    route(app, api.adminList, async () => ({ data: await drops.list(null) }));

    route(app, api.start, async (req) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const input = req.body;
      const drop = await drops.create(
        input,
        user.uuid,
        app.audit.recording((id: string) => ({
          actorUuid: user.uuid,
          action: 'POINT_DROP_CREATE',
          target: { type: 'pointDrop', id, label: input.title || '포인트 드롭' },
          summary: `${input.totalPoints.toLocaleString('ko-KR')}P · 봉투 ${input.packetCount.toLocaleString('ko-KR')}개 · ${input.durationSeconds}초`,
          detail: { ...input },
        })),
      );
      await announce.started(drop);
      return drop;
    });

    route(app, api.close, async (req) => {
      const drop = await drops.close(req.params.id);
      await announce.ended(req.params.id);
      return drop;
    });
  };
}
