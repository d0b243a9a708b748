import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli's quality for answers compressed as they are sent: fast, yet well ahead of gzip. */
export const BROTLI_QUALITY = 4;

/**
 * Compresses answers the client accepts compressed (brotli, else gzip): a page of posts is about a
 * fifth of its size on a phone's slow network. The built client's files are compressed once, at
 * build time (vite.config.ts), and served as such (plugins/static.ts); images and other formats
 * that do not shrink are left alone by their type. Cached answers come compressed already
 * (`lib/encoded-json.ts`) and pass through.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
});
