/** At least this many different viewers must type the sequence... */
export const MOMENT_MIN_VIEWERS = 3;
/** ...within this window of each other; a moment runs on while sequences keep coming this close. */
export const MOMENT_WINDOW_MS = 30_000;

/** One chat line that carries the clip sequence. */
export interface Mark {
  chatNo: number;
  userId: string;
  at: number;
}

export interface DetectedMoment {
  firstChatNo: number;
  lastChatNo: number;
  startAt: number;
  endAt: number;
  /** Distinct viewers over the whole run. */
  viewerCount: number;
}

/** Whether some window of `windowMs` in the run holds `minViewers` different viewers. */
function hasCrowd(run: readonly Mark[], minViewers: number, windowMs: number): boolean {
  return run.some((first, i) => {
    const viewers = new Set<string>();
    for (let j = i; j < run.length && run[j]!.at - first.at <= windowMs; j++) viewers.add(run[j]!.userId);
    return viewers.size >= minViewers;
  });
}

/**
 * Groups one broadcast's sequences into runs (each within `windowMs` of the one before) and keeps
 * the runs where enough different viewers typed it close together: one viewer spamming the
 * sequence, or two agreeing, is not a moment. A run is identified by its first line, so a moment
 * found again on the next read, grown by later sequences, keeps its identity.
 */
export function detectMoments(
  marks: readonly Mark[],
  minViewers = MOMENT_MIN_VIEWERS,
  windowMs = MOMENT_WINDOW_MS,
): DetectedMoment[] {
  const sorted = [...marks].sort((a, b) => a.chatNo - b.chatNo);
  const runs: Mark[][] = [];
  for (const mark of sorted) {
    const run = runs.at(-1);
    if (run && mark.at - run.at(-1)!.at <= windowMs) run.push(mark);
    else runs.push([mark]);
  }
  return runs
    .filter((run) => hasCrowd(run, minViewers, windowMs))
    .map((run) => ({
      firstChatNo: run[0]!.chatNo,
      lastChatNo: run.at(-1)!.chatNo,
      startAt: run[0]!.at,
      endAt: run.at(-1)!.at,
      viewerCount: new Set(run.map((m) => m.userId)).size,
    }));
}
