import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes, FILE_MESSAGES, MAX_UPLOAD_BYTES, UploadFields } from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';

const Params = z.object({ id: z.string().uuid() });

/** The bytes under an id never change, so browsers and proxies may keep them for a year. */
const SERVE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  // The stored type is from the bytes; never let a browser guess another (HTML, script).
  'x-content-type-options': 'nosniff',
  // Opened on its own, a file runs nothing and loads nothing.
  'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
};

const fieldValue = (field: unknown): unknown =>
  field && typeof field === 'object' && 'value' in field ? field.value : undefined;

/**
 * The upload's first part. Busboy refuses a body it cannot split (a multipart type with no
 * boundary, broken part headers) with a plain Error: that is the sender's mistake, a 400.
 */
async function firstPart(req: FastifyRequest) {
  try {
    return await req.file();
  } catch (error) {
    if (error instanceof Error && !('statusCode' in error))
      throw new HttpError(400, FILE_MESSAGES.malformed, 'file');
    throw error;
  }
}

/** `POST` multipart upload (members only) and `GET` of a stored file or its thumbnail (anyone). */
export async function fileRoutes(app: FastifyInstance) {
  const { files, fileRepository } = app;
  // Registered here, so multipart bodies reach only these routes.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
  });

  app.post(apiRoutes.files, { config: { writeLimit: 'upload' } }, async (req, reply) => {
    const { user } = await requireUser(req);
    if (!req.isMultipart()) throw new HttpError(400, FILE_MESSAGES.missing, 'file');
    const part = await firstPart(req);
    if (!part) throw new HttpError(400, FILE_MESSAGES.missing, 'file');
    const { purpose } = parseInput(UploadFields, { purpose: fieldValue(part.fields.purpose) });
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new HttpError(413, FILE_MESSAGES.tooLarge, 'file');
      throw error;
    }
    if (bytes.byteLength === 0) throw new HttpError(400, FILE_MESSAGES.missing, 'file');
    const stored = await files.store({ ownerUuid: user.uuid, purpose, bytes, filename: part.filename });
    return reply.code(201).send(stored);
  });

  const serve = (variant: 'file' | 'thumbnail') => async (req: FastifyRequest, reply: FastifyReply) => {
    const { id } = parseInput(Params, req.params);
    const etag = `"${id}-${variant}"`;
    if (req.headers['if-none-match'] === etag) return reply.code(304).headers(SERVE_HEADERS).send();
    const content = await fileRepository.content(id, variant);
    if (!content) throw notFound('파일을 찾을 수 없습니다.');
    return reply
      .headers({
        ...SERVE_HEADERS,
        etag,
        'content-type': content.mimeType,
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(content.filename)}`,
      })
      .send(Buffer.from(content.bytes));
  };
  app.get(apiRoutes.file, serve('file'));
  app.get(apiRoutes.fileThumbnail, serve('thumbnail'));
}
