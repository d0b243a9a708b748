import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, MANAGER_OR_HIGHER } from '../../../src/contract';
import {
  KART_RECORD_NOT_FOUND,
  KART_TIER_NOT_FOUND,
  type KartBoard,
  KartRecordInput,
  KartTierInput,
} from '../../../src/contract/kartrider';
import { parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import type { KartBoardStore } from './board';

const TierParam = z.object({ id: z.string().uuid(KART_TIER_NOT_FOUND) });
const RecordParam = z.object({ id: z.string().uuid(KART_RECORD_NOT_FOUND) });
const DONE = { result: true } as const;

/** `/kartrider/tier`: anyone reads; every edit checks the admin or manager role first. */
export function kartRoutes(store: KartBoardStore) {
  return async (app: FastifyInstance) => {
    app.get(apiRoutes.kartBoard, (): Promise<KartBoard> => store.board());

    app.post(apiRoutes.adminKartTiers, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await store.addTier(parseInput(KartTierInput, req.body));
      return DONE;
    });
    app.put(apiRoutes.adminKartTier, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(TierParam, req.params);
      await store.updateTier(id, parseInput(KartTierInput, req.body));
      return DONE;
    });
    app.delete(apiRoutes.adminKartTier, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await store.removeTier(parseInput(TierParam, req.params).id);
      return DONE;
    });

    app.post(apiRoutes.adminKartRecords, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await store.addRecord(parseInput(KartRecordInput, req.body));
      return DONE;
    });
    app.put(apiRoutes.adminKartRecord, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(RecordParam, req.params);
      await store.updateRecord(id, parseInput(KartRecordInput, req.body));
      return DONE;
    });
    app.delete(apiRoutes.adminKartRecord, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await store.removeRecord(parseInput(RecordParam, req.params).id);
      return DONE;
    });
  };
}
