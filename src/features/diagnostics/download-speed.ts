import { type CheckResult, result } from './check-result';

/** SPEC section 9: the speed test reads the first 100,000 bytes. */
export const SPEED_SAMPLE_BYTES = 100_000;

/**
 * The file measured: the largest script the app itself loaded from its build (a static asset the
 * server already serves, at least the sample's size), else the page's entry script.
 */
export function speedSampleUrl(
  entries: readonly PerformanceResourceTiming[],
  origin: string,
  fallback: string,
): string {
  const largest = entries
    .filter(
      (entry) => entry.name.startsWith(`${origin}/assets/`) && entry.decodedBodySize >= SPEED_SAMPLE_BYTES,
    )
    .sort((a, b) => b.decodedBodySize - a.decodedBodySize)[0];
  return largest?.name ?? fallback;
}

/**
 * Bytes per second over the first `SPEED_SAMPLE_BYTES` of `url` (absolute), from the network (a fresh query
 * so neither the HTTP cache nor the service worker's precache answers). SPEC section 8: a failure
 * logs '속도 측정 실패' and gives 0.
 */
export async function measureDownloadSpeed(
  url: string,
  env: { fetch: typeof fetch; now: () => number } = {
    fetch: (...args) => fetch(...args),
    now: () => performance.now(),
  },
): Promise<number> {
  try {
    const sample = new URL(url);
    sample.searchParams.set('speed', String(Date.now()));
    const started = env.now();
    const response = await env.fetch(sample.href, { cache: 'no-store' });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const reader = response.body.getReader();
    let received = 0;
    while (received < SPEED_SAMPLE_BYTES) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += chunk.value.byteLength;
    }
    await reader.cancel().catch(() => undefined);
    const seconds = (env.now() - started) / 1000;
    if (received === 0 || seconds <= 0) throw new Error('nothing received');
    return received / seconds;
  } catch (error) {
    console.warn('속도 측정 실패', error);
    return 0;
  }
}

export function speedResult(bytesPerSecond: number): CheckResult {
  if (bytesPerSecond <= 0) return result('fail', '속도를 측정하지 못했습니다. 네트워크를 확인해 주세요');
  const mbps = (bytesPerSecond * 8) / 1_000_000;
  const text = `${mbps >= 10 ? mbps.toFixed(0) : mbps.toFixed(1)} Mbps`;
  // Under 1 Mbps pictures and the live list load slowly.
  return mbps < 1 ? result('warn', `${text} (느린 편입니다)`) : result('ok', text);
}
