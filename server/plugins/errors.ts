import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../src/contract';
import { HttpError } from '../lib/http-error';

/** Framework errors a client can cause, in Korean. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청이 너무 큽니다.',
};

/** A PostgreSQL unique violation (PGlite reports the same code). */
const UNIQUE_VIOLATION = '23505';

/**
 * Unique indexes a client's input can hit when two requests race past the route's own check: the
 * field to mark and the message that check gives. Any other one is a plain 409.
 */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  users_username_key: { field: 'username', message: '이미 사용 중인 아이디입니다.' },
  users_nickname_key: { field: 'nickname', message: '이미 사용 중인 닉네임입니다.' },
  users_afreecatv_user_id_key: {
    field: 'afreecatvUserId',
    message: '이미 다른 계정에 연동된 SOOP 아이디입니다.',
  },
};

interface DatabaseFailure {
  code?: unknown;
  constraint?: unknown;
}

/** The database error behind `error` (drizzle wraps the driver's error as its `cause`). */
function databaseFailure(error: unknown): DatabaseFailure | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code } = e as Error & DatabaseFailure;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseFailure;
  }
  return null;
}

function uniqueViolationBody(error: unknown): ErrorBody | null {
  const failure = databaseFailure(error);
  if (failure?.code !== UNIQUE_VIOLATION) return null;
  const known = typeof failure.constraint === 'string' ? UNIQUE_FIELDS[failure.constraint] : undefined;
  if (!known) return { status: 409, message: '이미 있는 항목입니다.' };
  return { status: 400, message: known.message, errorFieldName: known.field };
}

/** Lines of a query error that carry the statement's parameters (password hashes, personal data). */
const PARAMS_LINE = /\n?params: .*$/s;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The `err` serializer of every log line: the type, message, code and stack of an error and its
 * causes, never the SQL parameters a query error carries (drizzle puts them in its message too).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, constraint, table, query } = error as Error & Record<string, unknown>;
  const message = String(error.message ?? '').replace(PARAMS_LINE, '');
  const cause = error.cause;
  return {
    type: error.constructor.name,
    message,
    ...(code === undefined ? {} : { code }),
    ...(constraint === undefined ? {} : { constraint }),
    ...(table === undefined ? {} : { table }),
    ...(typeof query === 'string' ? { query } : {}),
    stack: String(error.stack ?? '').replace(String(error.message), message),
    ...(cause !== undefined && depth < 5 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

const CLIENT_ERRORS: Record<string, ErrorBody> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: '요청 헤더나 주소가 너무 깁니다.' },
};

/**
 * Requests Node refuses before Fastify sees them (headers or URL over the limit, broken HTTP):
 * answered in the same `{status, message}` shape as every other failure.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: '잘못된 요청입니다.' };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${body.status} ${body.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/** Addresses the router cannot take (broken percent-encoding, a parameter over the length limit). */
const ROUTING_ERRORS: Record<string, ErrorBody> = {
  FST_ERR_BAD_URL: { status: 400, message: '주소가 올바르지 않습니다.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: '요청 주소가 너무 깁니다.' },
};

/** Fastify's `frameworkErrors`: routing failures in the same shape as every other failure. */
export function answerFrameworkError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const body = ROUTING_ERRORS[error.code] ?? { status: 400, message: '잘못된 요청입니다.' };
  reply.code(body.status).send(body);
}

/** Every failure answers `{status, message, errorFieldName?}`; bad input is a 4xx, never a 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    let body: ErrorBody;
    const duplicate = uniqueViolationBody(error);
    if (error instanceof HttpError) {
      body = { status: error.status, message: error.message };
      if (error.errorFieldName) body.errorFieldName = error.errorFieldName;
    } else if (duplicate) {
      body = duplicate;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { status: error.statusCode, message: FRAMEWORK_MESSAGES[error.code] ?? '잘못된 요청입니다.' };
    } else {
      req.log.error({ err: error }, 'unhandled error');
      body = { status: 500, message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' };
    }
    return reply.code(body.status).send(body);
  });
}
