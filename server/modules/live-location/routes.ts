import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  type LiveLocation,
  LiveLocationInput,
  type LiveLocationList,
  MANAGER_OR_HIGHER,
  topics,
} from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import type { LiveLocationRepository } from './repository';

const StationParam = z.object({ userId: z.string().min(1).max(40) });
const NO_STATION = '크루 멤버 방송국을 찾을 수 없습니다.';

/** `/admin/live-location` shares the crew's place; everyone reads it on the live cards. */
export function liveLocationRoutes(locations: LiveLocationRepository) {
  return async (app: FastifyInstance) => {
    const { publisher } = app;

    // Public like the live status it sits beside: the crew shares it for viewers to come by.
    app.get(
      apiRoutes.liveLocations,
      async (): Promise<LiveLocationList> => ({
        locations: await locations.listFresh(),
      }),
    );

    app.put(apiRoutes.liveLocation, async (req): Promise<LiveLocation> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const { userId } = parseInput(StationParam, req.params);
      const location = await locations.share(userId, parseInput(LiveLocationInput, req.body), user.uuid);
      if (!location) throw notFound(NO_STATION);
      await publisher.publish(topics.liveLocation, { userId, location });
      return location;
    });

    app.delete(apiRoutes.liveLocation, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { userId } = parseInput(StationParam, req.params);
      if (!(await locations.stop(userId))) throw notFound('공유 중인 위치가 없습니다.');
      await publisher.publish(topics.liveLocation, { userId, location: null });
      return { result: true };
    });
  };
}
