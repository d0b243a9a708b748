import { type AppleMove, appleBoard, clearBox, findBoxOfTen } from '../../src/contract/games/apple';

/** A played game's log: up to `limit` boxes of ten, one every `stepMs`, with the score they make. */
export function playApple(seed: string, limit = Number.POSITIVE_INFINITY, stepMs = 500) {
  const board = appleBoard(seed);
  const log: AppleMove[] = [];
  let score = 0;
  for (let box = findBoxOfTen(board); box && log.length < limit; box = findBoxOfTen(board)) {
    log.push([(log.length + 1) * stepMs, box.col0, box.row0, box.col1, box.row1]);
    score += clearBox(board, box);
  }
  return { log, score };
}
