import type { z } from 'zod';
import type { ClientErrorReport } from '../../contract';
import { apiPath } from '../../contract/api-paths';
import { http } from '../../data/http';

/** Reports per page load; a render loop must not flood the server. */
const MAX_REPORTS = 10;

type Report = z.infer<typeof ClientErrorReport>;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The report body of an uncaught error or rejection (SPEC section 8), within the contract's limits. */
export function errorReport(reason: unknown, url: string, userAgent: string): Report {
  const error = reason instanceof Error ? reason : null;
  return {
    message: clip(error ? `${error.name}: ${error.message}` : String(reason), 2000),
    ...(error?.stack ? { stack: clip(error.stack, 20_000) } : {}),
    url: clip(url, 2000),
    userAgent: clip(userAgent, 500),
  };
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
      .catch(() => undefined);
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
