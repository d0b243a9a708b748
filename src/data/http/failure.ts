import { HTTP_MESSAGES, HttpError } from './http-error';

/**
 * The error catalogue of SPEC section 8 for answers with an error status: which error the call
 * rejects with and what, if anything, the generic alert shows. Pure, so every branch is tested
 * without a network.
 */
export interface Failure {
  error: HttpError;
  /** Text for the '알림' alert; null when this failure is never alerted. */
  alert: string | null;
}

/** HTTP/2 answers carry no reason phrase, so browsers report an empty statusText. */
const REASON_PHRASES: Record<number, string> = {
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringField = (record: Record<string, unknown>, field: string): string => {
  const value = record[field];
  return typeof value === 'string' ? value.trim() : '';
};

export function describeFailure(status: number, statusText: string, body: unknown): Failure {
  if (status >= 500) {
    const reason = statusText || REASON_PHRASES[status] || '';
    const serverMessage = isRecord(body) ? stringField(body, 'message') : '';
    const message = `${serverMessage || HTTP_MESSAGES.server} (${status}${reason ? ` ${reason}` : ''})`;
    return { error: new HttpError({ status, message, kind: 'response', body }), alert: message };
  }

  if (!isRecord(body)) {
    const message = status === 401 ? HTTP_MESSAGES.unauthorized : `${HTTP_MESSAGES.request} (${status})`;
    return {
      error: new HttpError({ status, message, kind: 'response' }),
      alert: status === 401 ? null : message,
    };
  }

  const message = stringField(body, 'message');
  const errorFieldName = stringField(body, 'errorFieldName');
  // Spring-style bodies carry the reason in `error` when `message` is empty.
  const errorText = stringField(body, 'error');
  const error = new HttpError({
    status,
    message: message || errorText || (status === 401 ? HTTP_MESSAGES.unauthorized : HTTP_MESSAGES.request),
    kind: 'response',
    errorFieldName,
    body,
  });
  // A field error belongs on its form field, not in a modal.
  if (errorFieldName) return { error, alert: null };
  if (message) return { error, alert: message };
  // An empty 401 means "not signed in": the guard redirects, an alert would only get in the way.
  return { error, alert: status !== 401 && errorText ? errorText : null };
}
