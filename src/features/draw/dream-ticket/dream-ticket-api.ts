import { dreamTicketEndpoints as api, type DreamTicketBuyResult } from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/** The dream ticket pages' calls (`dreamTicketEndpoints`, README "API notes"). */
export const dreamTicketApi = {
  list: (quiet = false) => http.call(api.list, {}, { suppressAlert: quiet }),
  detail: (id: string, quiet = false) => http.call(api.detail, { params: { id } }, { suppressAlert: quiet }),
  entries: (id: string) => http.call(api.entries, { params: { id } }),
  async buy(id: string, count: number): Promise<DreamTicketBuyResult> {
    const result = await http.call(api.buy, {
      params: { id },
      body: { count, idempotencyKey: crypto.randomUUID() },
    });
    void dataWorker().refreshPoints();
    return result;
  },
};
