import webpush from 'web-push';
import type { PushPayload } from '../../../src/contract';
import type { Db } from '../../db/client';
import { readSetting } from '../user/setting-repository';
import type { PushRepository } from './repository';
import type { VapidKeys } from './vapid';

interface Logger {
  warn(obj: object, msg?: string): void;
}

export interface PushSender {
  /** Encrypts and sends to each of the user's browsers; gone subscriptions are removed. Never throws. */
  sendToUser(userUuid: string, payload: PushPayload): Promise<void>;
}

/** Push services answer these for a subscription that no longer exists. */
const GONE = new Set([404, 410]);
const TIMEOUT_MS = 10_000;

export function createPushSender(opts: {
  db: Db;
  subscriptions: PushRepository;
  vapid: VapidKeys;
  subject: string;
  log: Logger;
}): PushSender {
  const { db, subscriptions, log } = opts;
  return {
    async sendToUser(userUuid, payload) {
      try {
        if ((await readSetting(db, userUuid, 'APP_PUSH')).value === 'N') return;
        const subs = await subscriptions.listOf(userUuid);
        await Promise.all(
          subs.map(async (sub) => {
            // web-push does the RFC 8291 encryption and VAPID signing; we send it ourselves with a timeout.
            const request = webpush.generateRequestDetails(
              { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
              JSON.stringify(payload),
              { vapidDetails: { subject: opts.subject, ...opts.vapid }, TTL: 60 * 60, urgency: 'high' },
            );
            const res = await fetch(request.endpoint, {
              method: request.method,
              headers: request.headers as Record<string, string>,
              body: request.body ? new Uint8Array(request.body) : null,
              signal: AbortSignal.timeout(TIMEOUT_MS),
            });
            if (GONE.has(res.status)) await subscriptions.forget(sub.endpoint);
            else if (!res.ok)
              log.warn({ status: res.status, endpoint: new URL(sub.endpoint).host }, 'push refused');
          }),
        );
      } catch (err) {
        log.warn({ err }, 'push failed');
      }
    },
  };
}
