import { describe, expect, it, vi } from 'vitest';
import {
  checkPushPermission,
  checkSocket,
  checkStorage,
  storageSize,
} from '../../src/features/diagnostics/browser-checks';
import {
  measureDownloadSpeed,
  SPEED_SAMPLE_BYTES,
  speedResult,
  speedSampleUrl,
} from '../../src/features/diagnostics/download-speed';
import { checkGeolocation } from '../../src/features/diagnostics/geolocation';
import { GEOLOCATION_OPTIONS, geolocationErrorMessage } from '../../src/lib/geolocation';

/** A response whose body arrives in chunks of `chunk` bytes, `total` in all. */
function streamed(total: number, chunk: number) {
  let sent = 0;
  const cancel = vi.fn();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
    cancel,
  });
  return { response: new Response(body), cancel, sent: () => sent };
}

const clock = (...times: number[]) => {
  const queue = [...times];
  return () => queue.shift() ?? 0;
};

describe('download speed (SPEC sections 8 and 9)', () => {
  it('reads only the first 100,000 bytes, from the network, and gives bytes per second', async () => {
    const { response, cancel, sent } = streamed(500_000, 30_000);
    const fetch = vi.fn(async () => response);
    const speed = await measureDownloadSpeed('https://app.test/assets/react-1.js', {
      fetch,
      now: clock(1000, 1500),
    });
    expect(speed).toBe(120_000 / 0.5);
    // The stream may run a chunk ahead of the reader, never to the end of the file.
    expect(sent()).toBeLessThanOrEqual(150_000);
    expect(cancel).toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^https:\/\/app\.test\/assets\/react-1\.js\?speed=\d+$/);
    expect(init.cache).toBe('no-store');
  });

  it("logs '속도 측정 실패' and gives 0 on a failure", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => new Response('gone', { status: 404 }));
    expect(await measureDownloadSpeed('https://app.test/x.js', { fetch, now: clock(0, 10) })).toBe(0);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await measureDownloadSpeed('https://app.test/x.js', { fetch: offline, now: clock(0, 10) })).toBe(
      0,
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('속도 측정 실패');
    warn.mockRestore();
  });

  it('measures the largest build asset of at least the sample size, else the fallback', () => {
    const entry = (name: string, decodedBodySize: number) =>
      ({ name, decodedBodySize }) as PerformanceResourceTiming;
    const origin = 'https://app.test';
    const entries = [
      entry(`${origin}/assets/small.js`, 5_000),
      entry(`${origin}/assets/react.js`, 218_000),
      entry(`${origin}/assets/chakra.js`, 212_000),
      entry('https://cdn.test/assets/huge.js', 900_000),
      entry(`${origin}/api/v1/p/afreecatv/station`, 300_000),
    ];
    expect(speedSampleUrl(entries, origin, `${origin}/assets/index.js`)).toBe(`${origin}/assets/react.js`);
    expect(speedSampleUrl(entries.slice(0, 1), origin, `${origin}/assets/index.js`)).toBe(
      `${origin}/assets/index.js`,
    );
    expect(SPEED_SAMPLE_BYTES).toBe(100_000);
  });

  it('reports Mbps, slow under 1 Mbps, and a failure', () => {
    expect(speedResult(3_000_000)).toEqual({ tone: 'ok', text: '24 Mbps' });
    expect(speedResult(500_000)).toEqual({ tone: 'ok', text: '4.0 Mbps' });
    expect(speedResult(100_000)).toEqual({ tone: 'warn', text: '0.8 Mbps (느린 편입니다)' });
    expect(speedResult(0).tone).toBe('fail');
  });
});

describe('geolocation (SPEC sections 8 and 9)', () => {
  it('has the three messages by error code', () => {
    expect(geolocationErrorMessage(1)).toBe('위치 권한이 없어 내 위치 정보를 가져올 수 없습니다');
    expect(geolocationErrorMessage(2)).toBe('내 위치 정보 획득에 실패했습니다');
    expect(geolocationErrorMessage(3)).toBe('내 위치 정보 획득시간이 초과했습니다');
  });

  it('asks with high accuracy, a 30 s timeout and no cache, and reports the place or the message', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((ok) =>
      ok({ coords: { latitude: 37.56651, longitude: 126.97801, accuracy: 12.4 } } as GeolocationPosition),
    );
    const found = await checkGeolocation({ getCurrentPosition } as unknown as Geolocation);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 30_000,
      maximumAge: 0,
    });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(30_000);
    expect(found).toEqual({ tone: 'ok', text: '위도 37.56651, 경도 126.97801 (오차 약 12m)' });

    const timedOut = {
      getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 3 }),
    };
    expect(await checkGeolocation(timedOut as unknown as Geolocation)).toEqual({
      tone: 'fail',
      text: '내 위치 정보 획득시간이 초과했습니다',
    });
    expect((await checkGeolocation(undefined)).text).toBe('내 위치 정보 획득에 실패했습니다');
  });
});

describe('the other checks', () => {
  it('reads the push permission', () => {
    expect(checkPushPermission('granted').tone).toBe('ok');
    expect(checkPushPermission('denied').tone).toBe('fail');
    expect(checkPushPermission('default').tone).toBe('warn');
    expect(checkPushPermission(undefined).text).toContain('지원하지 않습니다');
  });

  it('reads the socket status, waiting until the worker has said one', () => {
    expect(checkSocket('CONNECTED')).toEqual({ tone: 'ok', text: '실시간 연결이 되어 있습니다' });
    expect(checkSocket('CONNECTING').tone).toBe('pending');
    expect(checkSocket('DISCONNECTED').tone).toBe('fail');
    expect(checkSocket(null).text).toBe('연결 상태를 기다리는 중입니다');
  });

  it('reports storage in MB or GB, and warns near the quota', async () => {
    expect(storageSize(1.5 * 1024 * 1024)).toBe('1.5MB');
    expect(storageSize(10 * 1024 ** 3)).toBe('10.0GB');
    const storage = (usage: number, quota: number, persisted: boolean) =>
      ({ estimate: async () => ({ usage, quota }), persisted: async () => persisted }) as StorageManager;
    expect(await checkStorage(storage(1024 * 1024, 1024 ** 3, true))).toEqual({
      tone: 'ok',
      text: '1.0MB 사용 중 / 사용 가능 1.0GB · 영구 저장',
    });
    expect((await checkStorage(storage(950, 1000, false))).tone).toBe('warn');
    expect((await checkStorage(undefined)).tone).toBe('warn');
  });
});
