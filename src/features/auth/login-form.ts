import { z } from 'zod';
import { LoginRequest } from '../../contract';
import { isHttpError } from '../../data/http';

export const LoginForm = LoginRequest.pick({ username: true, password: true }).extend({
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof LoginForm>;

/** SPEC section 8: the message for a wrong id/password pair; its code 1 reads as a code, not a count. */
export const LOGIN_FAILED_MESSAGE = '아이디 또는 비밀번호가 올바르지 않습니다. (오류 코드 1)';

/**
 * The server refused the pair (a 4xx answer): the fixed login message. Too many tries (429) says
 * how long to wait; network and server failures keep their own text, so the user knows retrying may help.
 */
export function loginErrorMessage(error: unknown): string {
  if (isHttpError(error) && error.status === 429) return error.message;
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return LOGIN_FAILED_MESSAGE;
  if (isHttpError(error)) return error.message;
  return LOGIN_FAILED_MESSAGE;
}
