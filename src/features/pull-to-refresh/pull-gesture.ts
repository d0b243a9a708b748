/** SPEC section 9: threshold 80, max 90, timeout 10 (ms from release to the confirm dialog). */
export const PULL = { threshold: 80, max: 90, timeout: 10 } as const;

/** SPEC section 8's three texts: pulling, past the threshold (release), refreshing. */
export const PULL_TEXTS = { pull: '당겨서 새로고침', release: '새로고침', refreshing: '새로고침중' } as const;

/**
 * How far the indicator moves for a finger's travel: it resists more the shorter the pull (the
 * curve of pulltorefresh.js, whose options these numbers are) and never passes `max`.
 */
export function resistedDistance(travel: number): number {
  if (travel <= 0) return 0;
  const resistance = Math.min(1, travel / PULL.threshold / 2.5);
  return resistance * Math.min(PULL.max, travel);
}

export const pastThreshold = (distance: number): boolean => distance >= PULL.threshold;

export const pullText = (distance: number, refreshing: boolean): string =>
  refreshing ? PULL_TEXTS.refreshing : pastThreshold(distance) ? PULL_TEXTS.release : PULL_TEXTS.pull;
