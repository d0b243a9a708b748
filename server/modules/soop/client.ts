import {
  type ChatReading,
  type DonationReading,
  type NoticeReading,
  parseChat,
  parseDonations,
  parseNotices,
  parseStation,
  type StationReading,
} from './parse';

export interface SoopClientOptions {
  /** Station API base, e.g. https://chapi.sooplive.co.kr (the simulator in development). */
  stationBaseUrl: string;
  /** Station board API base, e.g. https://bjapi.afreecatv.com. */
  boardBaseUrl: string;
  /** The chat relay's base; null where none is configured (the real platform has no JSON chat). */
  chatBaseUrl?: string | null;
  timeoutMs?: number;
  /** The platform is not ours: never more than this many calls at once. */
  maxConcurrent?: number;
  fetch?: typeof fetch;
}

/** Reads the platform with a timeout per call and a cap on calls in flight. */
export function createSoopClient(options: SoopClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxConcurrent = options.maxConcurrent ?? 4;
  const doFetch = options.fetch ?? fetch;
  let active = 0;
  const waiting: (() => void)[] = [];

  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (active >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  async function getJson(url: string): Promise<unknown> {
    return limited(async () => {
      const res = await doFetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`${res.status} from ${url}`);
      return res.json();
    });
  }

  return {
    station: async (userId: string): Promise<StationReading> =>
      parseStation(await getJson(`${options.stationBaseUrl}/api/${encodeURIComponent(userId)}/station`)),
    notices: async (userId: string): Promise<NoticeReading[]> =>
      parseNotices(
        await getJson(`${options.boardBaseUrl}/api/${encodeURIComponent(userId)}/board?page=1&per_page=10`),
      ),
    /** The station's latest balloon gifts (up to 50), read by the same adapter as its live state. */
    donations: async (userId: string): Promise<DonationReading[]> =>
      parseDonations(await getJson(`${options.stationBaseUrl}/api/${encodeURIComponent(userId)}/balloon`)),
    /** Whether broadcast chat can be read at all. */
    readsChat: !!options.chatBaseUrl,
    /** The running broadcast's chat lines after `after` (a chat number), oldest first. */
    chat: async (
      userId: string,
      broadNo: number,
      after: number,
    ): Promise<{ broadNo: number | null; lines: ChatReading[] }> => {
      if (!options.chatBaseUrl) throw new Error('no chat relay configured');
      return parseChat(
        await getJson(
          `${options.chatBaseUrl}/api/${encodeURIComponent(userId)}/chat?broad_no=${broadNo}&after=${after}`,
        ),
      );
    },
  };
}

export type SoopClient = ReturnType<typeof createSoopClient>;
