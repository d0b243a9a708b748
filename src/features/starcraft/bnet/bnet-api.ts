import { apiPath } from '../../../contract';
import { type BnetAccountInput, BnetBoard } from '../../../contract/bnet';
import { http } from '../../../data/http';

/** `/starcraft/bnet`'s calls; a quiet read leaves the kept answer on screen with the stale mark. */
export const bnetApi = {
  board: (quiet = false) => http.get(apiPath('bnetBoard'), { schema: BnetBoard, suppressAlert: quiet }),
  add: (input: BnetAccountInput) => http.post(apiPath('adminBnetAccounts'), { json: input }),
  update: (id: string, input: BnetAccountInput) =>
    http.put(apiPath('adminBnetAccount', { id }), { json: input }),
  remove: (id: string) => http.delete(apiPath('adminBnetAccount', { id })),
};
