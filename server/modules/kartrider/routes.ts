import type { FastifyInstance } from 'fastify';
import { kartriderEndpoints as api } from '../../../src/contract/kartrider';
import { route } from '../../lib/endpoint-route';
import type { KartBoardStore } from './board';

const DONE = { result: true } as const;

/** `/kartrider/tier` (`kartriderEndpoints`): anyone reads; every edit checks the admin or manager role first. */
export function kartRoutes(store: KartBoardStore) {
  return async (app: FastifyInstance) => {
    route(app, api.board, () => store.board());

    route(app, api.addTier, async (req) => {
      await store.addTier(req.body);
      return DONE;
    });
    route(app, api.updateTier, async (req) => {
      await store.updateTier(req.params.id, req.body);
      return DONE;
    });
    route(app, api.removeTier, async (req) => {
      await store.removeTier(req.params.id);
      return DONE;
    });

    route(app, api.addRecord, async (req) => {
      await store.addRecord(req.body);
      return DONE;
    });
    route(app, api.updateRecord, async (req) => {
      await store.updateRecord(req.params.id, req.body);
      return DONE;
    });
    route(app, api.removeRecord, async (req) => {
      await store.removeRecord(req.params.id);
      return DONE;
    });
  };
}
