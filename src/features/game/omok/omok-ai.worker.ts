/// <reference lib="webworker" />
import type { Stone } from '../../../contract/games/omok';
import { chooseOmokMove, type OmokStrength } from './ai';

/** One request: the board as it stands and whose move; the answer carries the request's id back. */
export interface OmokAiRequest {
  id: number;
  board: Uint8Array;
  stone: Stone;
  strength: OmokStrength;
}
export interface OmokAiAnswer {
  id: number;
  point: number | null;
}

/** The computer player off the main thread, so the page never stutters while it thinks. */
self.onmessage = (event: MessageEvent<OmokAiRequest>) => {
  const { id, board, stone, strength } = event.data;
  const answer: OmokAiAnswer = { id, point: chooseOmokMove(board, stone, strength) };
  self.postMessage(answer);
};
