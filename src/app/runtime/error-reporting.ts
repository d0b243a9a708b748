import type { z } from 'zod';
import type { ClientErrorReport } from '../../contract';
import { apiPath } from '../../contract/api-paths';
import { CLIENT_ERROR_BODY_MAX, CLIENT_ERROR_STACK_MAX } from '../../contract/client-error-limits';
import { http, isHttpError } from '../../data/http';

/** Reports per page load; a render loop must not flood the server. */
const MAX_REPORTS = 10;

type Report = z.infer<typeof ClientErrorReport>;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

const byteSize = (report: Report) => new TextEncoder().encode(JSON.stringify(report)).byteLength;

/**
 * The report body of an uncaught error or rejection (SPEC section 8), within the contract's limits
 * and the server's byte cap (Korean text takes three bytes a letter): the stack's tail goes first.
 */
export function errorReport(reason: unknown, url: string, userAgent: string): Report {
  const error = reason instanceof Error ? reason : null;
  const report: Report = {
    message: clip(error ? `${error.name}: ${error.message}` : String(reason), 2000),
    ...(error?.stack ? { stack: clip(error.stack, CLIENT_ERROR_STACK_MAX) } : {}),
    url: clip(url, 2000),
    userAgent: clip(userAgent, 500),
  };
  while (report.stack && byteSize(report) > CLIENT_ERROR_BODY_MAX)
    report.stack = report.stack.slice(0, Math.floor(report.stack.length / 2));
  if (byteSize(report) > CLIENT_ERROR_BODY_MAX) report.message = clip(report.message, 500);
  return report;
}

/** Uncaught errors and unhandled rejections go to the server's error log, never to an alert. */
export function startErrorReporting(): () => void {
  let sent = 0;
  const report = (reason: unknown) => {
    if (sent >= MAX_REPORTS) return;
    sent += 1;
    void http
      .post(apiPath('logError'), {
        json: errorReport(reason, location.href, navigator.userAgent),
        suppressAlert: true,
        skipSessionCheck: true,
      })
      // Refused for its rate or size: the server has heard enough from this page for now.
      .catch((error: unknown) => {
        if (isHttpError(error) && (error.status === 429 || error.status === 413)) sent = MAX_REPORTS;
      });
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
