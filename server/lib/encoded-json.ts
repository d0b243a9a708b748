import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from '../plugins/compression';

/**
 * A JSON object serialised and compressed once, then sent to many callers, each with a few fields
 * of its own (a table's `draw`). Compressing a page of posts on every request was most of a
 * cached read's cost, and what kept the one thread busy under load.
 * `json` lacks its closing brace; `br` and `deflate` hold it compressed, flushed to a byte boundary
 * and not finished, so a caller's fields close it as an uncompressed block (RFC 7932, RFC 1951).
 */
export interface EncodedJson {
  json: Buffer;
  /** Absent when the body is too small to compress. */
  br?: Buffer;
  deflate?: Buffer;
  /** CRC-32 of `json`, carried on over the caller's fields for the gzip trailer. */
  crc: number;
}

/**
 * Compressed on this thread: a page of posts takes a few tenths of a millisecond, where libuv's
 * threads, on a busy two-core machine, kept the readers of a refilled page waiting 5 to 20 ms.
 */
export function encodeJson(value: object): EncodedJson {
  const json = Buffer.from(JSON.stringify(value).slice(0, -1));
  const crc = zlib.crc32(json);
  if (json.length < COMPRESS_THRESHOLD) return { json, crc };
  const br = zlib.brotliCompressSync(json, {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
  });
  const deflate = zlib.deflateRawSync(json, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { json, br, deflate, crc };
}

/** The encoding the caller weighs highest among ours; brotli on a tie (RFC 9110 §12.5.3). */
function chosenEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/** An uncompressed block holding `bytes` (at most 65,535), then the end of the stream. */
function brotliTail(bytes: Buffer): Buffer {
  // ISLAST 0, MNIBBLES 4, MLEN-1 in 16 bits, ISUNCOMPRESSED 1, padded to the byte; then ISLAST, ISLASTEMPTY.
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, bits >> 16]), bytes, Buffer.from([3])]);
}

function gzipTail(encoded: EncodedJson, bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length + 8);
  block[0] = 1; // BFINAL, stored
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  block.writeUInt32LE(zlib.crc32(bytes, encoded.crc), 5 + bytes.length);
  block.writeUInt32LE((encoded.json.length + bytes.length) >>> 0, 9 + bytes.length);
  return block;
}

/** Sends `encoded` with `own` (the caller's fields) added, compressed as the caller accepts. */
export function sendEncodedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedJson,
  own: Record<string, unknown>,
): FastifyReply {
  const fields = JSON.stringify(own).slice(1);
  const tail = Buffer.from(encoded.json.length > 1 && fields !== '}' ? `,${fields}` : fields);
  reply.header('content-type', 'application/json; charset=utf-8');
  // `x-no-compression`: as @fastify/compress answers every other request that sends it.
  const compressible = encoded.br && encoded.deflate && req.headers['x-no-compression'] === undefined;
  const encoding = compressible ? chosenEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(Buffer.concat([encoded.json, tail]));
  reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  if (encoding === 'br') return reply.send(Buffer.concat([encoded.br!, brotliTail(tail)]));
  return reply.send(Buffer.concat([GZIP_HEADER, encoded.deflate!, gzipTail(encoded, tail)]));
}
