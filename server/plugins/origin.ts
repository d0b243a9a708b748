import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Mutating requests from another site's page are refused (the cookie alone is not consent). */
export function installOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    const origin = req.headers.origin;
    if (!origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, '허용되지 않은 요청입니다.');
    }
    if (host !== req.headers.host) throw new HttpError(403, '허용되지 않은 요청입니다.');
  });
}
