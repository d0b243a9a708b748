import type { ZodError, ZodType } from 'zod';

/** A failure the client sees as `{status, message, errorFieldName?}` (DESIGN section 6). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorFieldName?: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, '로그인이 필요합니다.');
export const forbidden = (message = '권한이 없습니다.') => new HttpError(403, message);
export const notFound = (message = '요청한 항목을 찾을 수 없습니다.') => new HttpError(404, message);

/** A contract schema's refusal of request input: the first issue becomes a 400 on its field. */
export function inputError(error: ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.find((p): p is string => typeof p === 'string');
  // zod's own messages are English: only the contract's Korean ones reach people.
  const message =
    issue?.code === 'invalid_type' || !/[가-힣]/.test(issue?.message ?? '') ? undefined : issue?.message;
  return new HttpError(400, message ?? '잘못된 요청입니다.', field);
}

/** Validates request input with a contract schema (see `inputError`). */
export function parseInput<T extends ZodType>(schema: T, input: unknown): T['_output'] {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw inputError(result.error);
}
