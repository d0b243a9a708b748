import { HttpError } from '../../lib/http-error';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The server POSTs to whatever endpoint a member registers, so only HTTPS push services are taken;
 * plain HTTP on loopback only where the config allows it (tests run a push service there).
 */
export function checkPushEndpoint(endpoint: string, allowLoopback: boolean): void {
  const url = new URL(endpoint);
  const loopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol === 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) return;
  if (loopback && allowLoopback) return;
  throw new HttpError(400, '지원하지 않는 푸시 주소입니다.', 'endpoint');
}
