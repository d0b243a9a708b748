import type { GameKind, GameMatch } from '../../../contract/game-match';

/** Seat 0 plays black and moves first in every kind. */
export const seatNames = ['흑', '백'] as const;

/** How each game is won on the board. */
const wonBy: Record<GameKind, string> = { omok: '오목 완성', alkkagi: '상대 돌을 모두 떨어뜨림' };

/** The line a finished match shows: who won and how, a draw, or a room closed before it started. */
export function resultText(match: GameMatch): string {
  const result = match.result;
  if (!result) return '';
  if (result.end === 'closed') return '대국이 열리기 전에 방이 닫혔어요.';
  if (result.winner === null) return '무승부예요.';
  const winner = match.players[result.winner]?.nickname ?? '';
  const how = { win: wonBy[match.kind], resign: '상대 기권', clock: '상대 시간 초과', draw: '', closed: '' }[
    result.end
  ];
  return `${seatNames[result.winner]} ${winner} 승리 (${how})`;
}
