import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: behind one on the same host, every request arrives from loopback. */
const FORWARDING = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/**
 * A request from this machine itself: a loopback socket and no sign of a proxy in between. The
 * simulators answer only these, so nobody reaches them through a proxy or from the network.
 */
export const isDirectLoopback = (req: FastifyRequest): boolean =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') && FORWARDING.every((name) => req.headers[name] === undefined);
