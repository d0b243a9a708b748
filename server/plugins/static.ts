import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built PWA on the same port; unknown non-API paths get index.html so the router decides. */
export async function serveClient(app: FastifyInstance, staticDir: string | undefined) {
  const root = staticDir ? resolve(staticDir) : undefined;
  const hasClient = !!root && existsSync(resolve(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      setHeaders: (reply, path) => {
        // Hashed assets never change; the shell and the service worker must be re-checked.
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/ws');
    if (hasClient && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ status: 404, message: '요청한 주소를 찾을 수 없습니다.' });
  });
}
