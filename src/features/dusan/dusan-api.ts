import {
  dusanEndpoints as api,
  type DusanMatch,
  type DusanMatchInput,
  type DusanPredictionInput,
  type DusanScoreInput,
  type DusanVoteInput,
} from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The Doosan page's and admin screen's calls (`dusanEndpoints`). */
export const dusanApi = {
  board: (quiet = false) => http.call(api.board, {}, { suppressAlert: quiet }),
  /** A moment's presses in one call; a failed one is simply not counted (no alert per press). */
  cheer: (id: string, count: number) =>
    http.call(api.cheer, { params: { id }, body: { count } }, { suppressAlert: true }),
  /** The stake leaves at once: the worker's balance is asked again, as after any spending. */
  async predict(id: string, input: DusanPredictionInput): Promise<DusanMatch> {
    const match = await http.call(api.predict, { params: { id }, body: input });
    void dataWorker().refreshPoints();
    return match;
  },
  vote: (id: string, choice: number) => http.call(api.vote, { params: { id }, body: { choice } }),
  create: (input: DusanMatchInput) => http.call(api.create, { body: input }),
  score: (id: string, input: DusanScoreInput) => http.call(api.score, { params: { id }, body: input }),
  cancel: (id: string) => http.call(api.cancel, { params: { id } }),
  openVote: (id: string, input: DusanVoteInput) => http.call(api.openVote, { params: { id }, body: input }),
  closeVote: (id: string) => http.call(api.closeVote, { params: { id } }),
};
