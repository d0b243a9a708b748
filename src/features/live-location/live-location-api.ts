import { liveLocationEndpoints as api, type LiveLocationInput } from '../../contract';
import { http } from '../../data/http';

/** The crew's shared place (`liveLocationEndpoints`): read by everyone, shared and stopped by managers and admins. */
export const liveLocationApi = {
  list: (quiet = false) => http.call(api.list, {}, { suppressAlert: quiet }),
  share: (userId: string, input: LiveLocationInput) =>
    http.call(api.share, { params: { userId }, body: input }),
  stop: (userId: string) => http.call(api.stop, { params: { userId } }),
};
