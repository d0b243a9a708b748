import type { Submitted } from './scores';

/** What a finished game's line says about its score: practice, being checked, verified, kept or refused. */
export function outcomeText(submitted: Submitted | 'practice' | 'sending'): string {
  if (submitted === 'practice') return '로그인하지 않은 연습 게임이라 점수는 기록되지 않아요.';
  if (submitted === 'sending') return '점수를 확인하고 있어요…';
  if (submitted.kind === 'verified')
    return `점수 ${submitted.result.score}점이 확인되어 순위에 올랐어요. (내 최고 ${submitted.result.best}점)`;
  if (submitted.kind === 'queued')
    return '지금은 오프라인이라 점수를 이 기기에 보관했어요. 인터넷이 연결되면 확인해서 올리고 알려 드릴게요.';
  return submitted.message;
}

/** Said when a member starts a game offline with no seed kept on the device. */
export const NO_SEED =
  '오프라인에서 시작할 게임이 남아 있지 않아요. 인터넷에 연결된 상태에서 이 페이지를 한 번 열어 주세요.';
