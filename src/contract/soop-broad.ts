import type { Broad, LiveStation } from './soop';

/** The broadcast to show: the one with the most viewers. (No zod: the live strip is on the first page.) */
export const chosenBroad = (station: Pick<LiveStation, 'broadList'>): Broad | undefined =>
  station.broadList.reduce<Broad | undefined>(
    (best, b) => (!best || b.currentSumViewer > best.currentSumViewer ? b : best),
    undefined,
  );
