/** What one diagnostics row shows: a verdict and a sentence for the member. */
/** `idle`: a check that runs only when asked, not asked yet. */
export type CheckTone = 'ok' | 'warn' | 'fail' | 'pending' | 'idle';

export interface CheckResult {
  tone: CheckTone;
  text: string;
}

export const result = (tone: CheckTone, text: string): CheckResult => ({ tone, text });

export const TONE_LABELS: Record<CheckTone, string> = {
  ok: '정상',
  warn: '주의',
  fail: '문제',
  pending: '확인 중',
  idle: '확인 전',
};
