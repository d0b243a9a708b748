import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { isSimulatorPath } from '../lib/simulators';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const refused = () => new HttpError(403, '허용되지 않은 요청입니다.');

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether an Origin header names the host the request was sent to (HTTP writes and `/ws` upgrades). */
export function originNamesHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * A GET that changes state (the spec's logout) runs only for pages of this site or for what the
 * person typed or bookmarked: never for a navigation or an image from another site.
 */
export function assertSameSiteNavigation(req: FastifyRequest): void {
  const site = header(req, 'sec-fetch-site');
  if (site !== 'same-origin' && site !== 'none') throw refused();
}

/**
 * Every write needs proof that a page of this site sent it (the cookie alone is not consent): an
 * Origin naming this host, or, when the browser withholds the Origin (none, or `null` under a strict
 * referrer policy), `Sec-Fetch-Site: same-origin`, which pages cannot forge. A write without either
 * is refused. The platform, social login and battle.net simulators stand in for other sites and are left alone.
 */
export function installOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || isSimulatorPath(req.url)) return;
    const origin = header(req, 'origin');
    const vouched =
      origin && origin !== 'null'
        ? originNamesHost(origin, req.headers.host)
        : header(req, 'sec-fetch-site') === 'same-origin';
    if (!vouched) throw refused();
  });
}
