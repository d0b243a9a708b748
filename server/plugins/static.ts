import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSimulatorPath } from '../lib/simulators';

/**
 * Serves the built PWA on the same port; unknown non-API paths get index.html so the router
 * decides. Files are looked up on each request, so a rebuilt client is served without a restart;
 * a missing file under /assets/ is a 404 (a tab from before a deploy must see its chunk is gone).
 */
export async function serveClient(app: FastifyInstance, staticDir: string | undefined) {
  const root = staticDir ? resolve(staticDir) : undefined;
  const hasClient = !!root && existsSync(resolve(root, 'index.html'));
  if (root && !hasClient) {
    app.log.warn(
      { staticDir: root },
      'no index.html in STATIC_DIR: the client is not served; build it, then restart the server',
    );
  }
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      // The build writes a .br and a .gz beside each text file (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; the shell and the service worker must be re-checked.
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // A simulator's path that is not served (production, or not this machine) is no page either.
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/ws') || isSimulatorPath(req.url);
    const isAsset = req.url.startsWith('/assets/');
    if (hasClient && !isApi && !isAsset && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ status: 404, message: '요청한 주소를 찾을 수 없습니다.' });
  });
}
