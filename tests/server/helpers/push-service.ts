import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// web-push's own dependency, used here as the browser's side: decrypting what a push service delivers.
import ece from 'http_ece';

export type PushRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A push service on loopback: records what it receives, answers with the status the test sets. */
export function fakePushService() {
  const received: PushRequest[] = [];
  let answer = 201;
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  return {
    received,
    setAnswer: (status: number) => {
      answer = status;
    },
    next: () => new Promise<void>((resolve) => waiters.push(resolve)),
    listen: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's push subscription keys. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authB64: auth.toString('base64url'),
  };
}

export type BrowserKeys = ReturnType<typeof browserKeys>;

/** What the browser would hand its service worker: the RFC 8291 (aes128gcm) payload, decrypted. */
export const decryptPush = (body: Buffer, keys: BrowserKeys): unknown =>
  JSON.parse(
    ece
      .decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.authB64 })
      .toString('utf8'),
  );
