import {
  apiPath,
  DusanBoard,
  DusanMatch,
  type DusanMatchInput,
  type DusanPredictionInput,
  type DusanScoreInput,
  DusanVote,
  type DusanVoteInput,
} from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The Doosan page's and admin screen's calls. */
export const dusanApi = {
  board: (quiet = false) => http.get(apiPath('dusanBoard'), { schema: DusanBoard, suppressAlert: quiet }),
  /** A moment's presses in one call; a failed one is simply not counted (no alert per press). */
  cheer: (id: string, count: number) =>
    http.post(apiPath('dusanCheer', { id }), { json: { count }, suppressAlert: true }),
  /** The stake leaves at once: the worker's balance is asked again, as after any spending. */
  async predict(id: string, input: DusanPredictionInput): Promise<DusanMatch> {
    const match = await http.post(apiPath('dusanPrediction', { id }), { json: input, schema: DusanMatch });
    void dataWorker().refreshPoints();
    return match;
  },
  vote: (id: string, choice: number) =>
    http.post(apiPath('dusanBallot', { id }), { json: { choice }, schema: DusanVote }),
  create: (input: DusanMatchInput) => http.post(apiPath('adminDusan'), { json: input, schema: DusanMatch }),
  score: (id: string, input: DusanScoreInput) =>
    http.put(apiPath('adminDusanScore', { id }), { json: input, schema: DusanMatch }),
  cancel: (id: string) => http.post(apiPath('adminDusanCancel', { id }), { schema: DusanMatch }),
  openVote: (id: string, input: DusanVoteInput) =>
    http.post(apiPath('adminDusanVote', { id }), { json: input, schema: DusanVote }),
  closeVote: (id: string) => http.post(apiPath('adminDusanVoteClose', { id }), { schema: DusanVote }),
};
