import {
  apiPath,
  DreamTicketBuyResult,
  DreamTicketDetail,
  DreamTicketEntries,
  DreamTicketList,
} from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/** The dream ticket pages' calls (README "API notes"). */
export const dreamTicketApi = {
  list: (quiet = false) =>
    http.get(apiPath('dreamTickets'), { schema: DreamTicketList, suppressAlert: quiet }),
  detail: (id: string, quiet = false) =>
    http.get(apiPath('dreamTicket', { id }), { schema: DreamTicketDetail, suppressAlert: quiet }),
  entries: (id: string) => http.get(apiPath('dreamTicketEntries', { id }), { schema: DreamTicketEntries }),
  async buy(id: string, count: number): Promise<DreamTicketBuyResult> {
    const result = await http.post(apiPath('dreamTicketBuy', { id }), {
      json: { count, idempotencyKey: crypto.randomUUID() },
      schema: DreamTicketBuyResult,
    });
    void dataWorker().refreshPoints();
    return result;
  },
};
