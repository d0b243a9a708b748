import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers the client accepts compressed (brotli, else gzip): a page of posts is about a
 * fifth of its size on a phone's slow network. The built client's files are compressed once, at
 * build time (vite.config.ts), and served as such (plugins/static.ts); images and other formats
 * that do not shrink are left alone by their type.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
