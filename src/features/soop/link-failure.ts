import { isHttpError } from '../../data/http';

/** The text to put on the SOOP id field after a refused call (the calls do not alert). */
export const linkFailureMessage = (error: unknown): string =>
  isHttpError(error) && error.message
    ? error.message
    : '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
