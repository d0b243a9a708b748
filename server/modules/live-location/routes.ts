import type { FastifyInstance } from 'fastify';
import { liveLocationEndpoints as api, topics } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { LiveLocationRepository } from './repository';

const NO_STATION = '크루 멤버 방송국을 찾을 수 없습니다.';

/** `/admin/live-location` (`liveLocationEndpoints`) shares the crew's place; everyone reads it on the live cards. */
export function liveLocationRoutes(locations: LiveLocationRepository) {
  return async (app: FastifyInstance) => {
    const { publisher } = app;

    route(app, api.list, async () => ({ locations: await locations.listFresh() }));

    route(app, api.share, async (req) => {
      const { user } = await requireUser(req);
      const { userId } = req.params;
      const location = await locations.share(userId, req.body, user.uuid);
      if (!location) throw notFound(NO_STATION);
      await publisher.publish(topics.liveLocation, { userId, location });
      return location;
    });

    route(app, api.stop, async (req) => {
      const { userId } = req.params;
      if (!(await locations.stop(userId))) throw notFound('공유 중인 위치가 없습니다.');
      await publisher.publish(topics.liveLocation, { userId, location: null });
      return { result: true } as const;
    });
  };
}
