import { rouletteEndpoints as api, type RouletteSpinResult } from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/** `/event/roulette`'s calls (`rouletteEndpoints`, README "API notes"); spending refreshes the worker's balance at once. */
export const rouletteApi = {
  state: (quiet = false) => http.call(api.state, {}, { suppressAlert: quiet }),
  async spin(): Promise<RouletteSpinResult> {
    const result = await http.call(api.spin, { body: { idempotencyKey: crypto.randomUUID() } });
    void dataWorker().refreshPoints();
    return result;
  },
  rotate: (clientSeed: string) => http.call(api.rotate, { body: { clientSeed } }),
};
