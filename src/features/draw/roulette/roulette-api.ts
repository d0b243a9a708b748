import { apiPath, RouletteRotateResult, RouletteSpinResult, RouletteState } from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/** `/event/roulette`'s calls (README "API notes"); spending refreshes the worker's balance at once. */
export const rouletteApi = {
  state: (quiet = false) => http.get(apiPath('roulette'), { schema: RouletteState, suppressAlert: quiet }),
  async spin(): Promise<RouletteSpinResult> {
    const result = await http.post(apiPath('rouletteSpin'), {
      json: { idempotencyKey: crypto.randomUUID() },
      schema: RouletteSpinResult,
    });
    void dataWorker().refreshPoints();
    return result;
  },
  rotate: (clientSeed: string) =>
    http.post(apiPath('rouletteSeed'), { json: { clientSeed }, schema: RouletteRotateResult }),
};
