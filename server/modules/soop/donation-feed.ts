/** A balloon gift as the adapter read it, keyed by the platform's id (`{station}_{giftNo}`). */
export interface ReadGift {
  id: string;
  stationUserId: string;
  donorUserId: string;
  donorNick: string;
  balloons: number;
  donatedAt: Date;
}

export type GiftListener = (gifts: readonly ReadGift[]) => Promise<void>;

/**
 * Hands every gift the adapter reads to the modules that count them (the excel board). A station's
 * latest gifts are handed over on every read, including ones handed over before: a listener
 * counts each gift once by its id, and so also catches up on a read it failed to count.
 */
export function createDonationFeed(log: { error(obj: object, msg?: string): void }) {
  const listeners: GiftListener[] = [];
  return {
    subscribe(listener: GiftListener) {
      listeners.push(listener);
    },
    async deliver(gifts: readonly ReadGift[]) {
      for (const listener of listeners) {
        try {
          await listener(gifts);
        } catch (err) {
          log.error({ err }, 'a donation listener failed');
        }
      }
    },
  };
}

export type DonationFeed = ReturnType<typeof createDonationFeed>;
