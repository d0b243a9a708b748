import type { ErrorBody } from '../../contract';

/** Why a call failed, beyond its status: lets callers tell an abort from a real failure. */
export type HttpErrorKind =
  /** The server answered with an error status. */
  | 'response'
  /** No answer: offline, DNS, CORS, connection reset (status 0). */
  | 'network'
  /** The caller aborted (status 0, never alerted). */
  | 'aborted'
  /** The request could not even be built (status -1). */
  | 'setup'
  /** The answer was not the shape the caller expected. */
  | 'data-type';

export const HTTP_MESSAGES = {
  network: '서버에 연결할 수 없습니다. 네트워크 연결을 확인해 주세요.',
  aborted: '요청이 취소되었습니다.',
  setup: '요청을 만들지 못했습니다.',
  dataType: '데이터 형식 오류',
  server: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  unauthorized: '로그인이 필요합니다.',
  request: '요청을 처리하지 못했습니다.',
} as const;

/**
 * What every HTTP call rejects with. It carries the ErrorBody fields (`status`, `message`,
 * `errorFieldName`), so forms can put a server message on the field it names.
 */
export class HttpError extends Error implements ErrorBody {
  readonly status: number;
  readonly errorFieldName?: string;
  readonly kind: HttpErrorKind;
  /** The parsed error body the server sent, when there was one. */
  readonly body?: unknown;

  constructor(init: {
    status: number;
    message: string;
    kind: HttpErrorKind;
    errorFieldName?: string;
    body?: unknown;
    /** What broke while building a request, for the developer console. */
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.status = init.status;
    this.kind = init.kind;
    if (init.errorFieldName) this.errorFieldName = init.errorFieldName;
    if (init.body !== undefined) this.body = init.body;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
