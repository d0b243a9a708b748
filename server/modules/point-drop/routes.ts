import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  MANAGER_OR_HIGHER,
  type PointDrop,
  type PointDropCatchResult,
  PointDropInput,
  type PointDropList,
  type PointDropPackets,
  type PointRanking,
  RANK_LIST_SIZE,
  RankQuery,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { periodStart } from '../../lib/rank-period';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import type { PointDrops } from './drops';

/** Drops are keyed by uuid: anything else is no drop (a 400 here, never a database error). */
const DropParam = z.object({ id: z.string().uuid('포인트 드롭을 찾을 수 없어요.') });

export interface DropAnnouncer {
  started(drop: PointDrop): Promise<void>;
  ended(id: string): Promise<void>;
  caught(userUuid: string, result: PointDropCatchResult, remaining: number): Promise<void>;
}

/** `/event/point-drop`'s, `/rank/point-drop`'s and `/admin/event/point-drop`'s calls. */
export function pointDropRoutes(drops: PointDrops, announce: DropAnnouncer) {
  return async (app: FastifyInstance) => {
    app.get(apiRoutes.pointDrops, async (req): Promise<PointDropList> => {
      const { user } = await requireUser(req);
      return { data: await drops.list(user.uuid) };
    });

    app.get(apiRoutes.pointDropsActive, async (req): Promise<PointDropList> => {
      const { user } = await requireUser(req);
      return { data: await drops.active(user.uuid) };
    });

    app.get(apiRoutes.pointDropPackets, async (req): Promise<PointDropPackets> => {
      const { user } = await requireUser(req);
      const { id } = parseInput(DropParam, req.params);
      return drops.packets(id, user.uuid);
    });

    app.post(
      apiRoutes.pointDropCatch,
      { config: { writeLimit: 'event' } },
      async (req): Promise<PointDropCatchResult> => {
        const { user } = await requireLinkedMember(req);
        const { id } = parseInput(DropParam, req.params);
        const { remaining, packetCount: _count, ...result } = await drops.catchPacket(user.uuid, id);
        await announce.caught(user.uuid, result, remaining);
        return result;
      },
    );

    app.get(apiRoutes.pointDropRank, async (req): Promise<PointRanking> => {
      const { user } = await requireUser(req);
      const { period } = parseInput(RankQuery, req.query);
      const since = periodStart(period);
      const rows = await drops.rank(since, user.uuid);
      return {
        period,
        since: since?.toISOString() ?? null,
        entries: rows.filter((r) => r.position <= RANK_LIST_SIZE),
        me: rows.find((r) => r.userUuid === user.uuid) ?? null,
      };
    });

    app.get(apiRoutes.adminPointDrops, async (req): Promise<PointDropList> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return { data: await drops.list(null) };
    });

    app.post(apiRoutes.adminPointDrops, async (req): Promise<PointDrop> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const input = parseInput(PointDropInput, req.body);
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

    app.post(apiRoutes.adminPointDropClose, async (req): Promise<PointDrop> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(DropParam, req.params);
      const drop = await drops.close(id);
      await announce.ended(id);
      return drop;
    });
  };
}
