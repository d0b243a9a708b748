import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../src/contract';
import { HttpError } from '../lib/http-error';

/** Framework errors a client can cause, in Korean. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청이 너무 큽니다.',
};

/** Every failure answers `{status, message, errorFieldName?}`; bad input is a 4xx, never a 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    let body: ErrorBody;
    if (error instanceof HttpError) {
      body = { status: error.status, message: error.message };
      if (error.errorFieldName) body.errorFieldName = error.errorFieldName;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { status: error.statusCode, message: FRAMEWORK_MESSAGES[error.code] ?? '잘못된 요청입니다.' };
    } else {
      req.log.error({ err: error }, 'unhandled error');
      body = { status: 500, message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' };
    }
    return reply.code(body.status).send(body);
  });
}
