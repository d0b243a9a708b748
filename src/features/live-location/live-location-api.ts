import { apiPath, LiveLocation, type LiveLocationInput, LiveLocationList } from '../../contract';
import { http } from '../../data/http';

/** The crew's shared place: read by everyone, shared and stopped by managers and admins. */
export const liveLocationApi = {
  list: (quiet = false) =>
    http.get(apiPath('liveLocations'), { schema: LiveLocationList, suppressAlert: quiet }),
  share: (userId: string, input: LiveLocationInput) =>
    http.put(apiPath('liveLocation', { userId }), { json: input, schema: LiveLocation }),
  stop: (userId: string) => http.delete(apiPath('liveLocation', { userId })),
};
