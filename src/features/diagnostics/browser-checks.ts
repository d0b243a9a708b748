import type { SocketStatus } from '../../../workers/api';
import { type CheckResult, result } from './check-result';

/** How long the service-worker check waits for a registration still being made on this load. */
const SERVICE_WORKER_WAIT_MS = 5000;
/** How long it waits for a worker that is installing (precaching the app) to finish. */
const INSTALL_WAIT_MS = 30_000;

/** Resolves once `worker` is activated or discarded, or after `INSTALL_WAIT_MS`. */
const installed = (worker: ServiceWorker) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, INSTALL_WAIT_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      clearTimeout(timer);
      resolve();
    });
  });

export async function checkServiceWorker(
  container: ServiceWorkerContainer | undefined,
): Promise<CheckResult> {
  if (!container)
    return result('fail', '이 브라우저는 서비스 워커를 지원하지 않아 오프라인 실행이 되지 않습니다');
  // The app registers it after the page's load event: on a first visit it may still be coming.
  const registration = await Promise.race([
    container.ready,
    new Promise<ServiceWorkerRegistration | undefined>((resolve) =>
      setTimeout(
        () => void container.getRegistration().then(resolve, () => resolve(undefined)),
        SERVICE_WORKER_WAIT_MS,
      ),
    ),
  ]);
  if (!registration) return result('warn', '등록되지 않았습니다. 페이지를 새로고침해 보세요');
  // On a first visit it is still fetching the app for offline use: report the outcome.
  if (registration.installing) await installed(registration.installing);
  if (registration.waiting) return result('warn', '새 버전이 대기 중입니다. 앱을 다시 열면 적용됩니다');
  if (registration.active && container.controller)
    return result('ok', '작동 중입니다 (오프라인에서도 열 수 있음)');
  if (registration.active) return result('ok', '활성화되었습니다. 새로고침하면 이 페이지에도 적용됩니다');
  return result('pending', '설치 중입니다');
}

const MB = 1024 * 1024;
const GB = 1024 * MB;
export const storageSize = (bytes: number) =>
  bytes >= GB ? `${(bytes / GB).toFixed(1)}GB` : `${(bytes / MB).toFixed(1)}MB`;

export async function checkStorage(storage: StorageManager | undefined): Promise<CheckResult> {
  if (!storage?.estimate) return result('warn', '이 브라우저는 저장 공간 정보를 알려 주지 않습니다');
  const { usage = 0, quota = 0 } = await storage.estimate();
  const persisted = (await storage.persisted?.().catch(() => false)) ?? false;
  const text = `${storageSize(usage)} 사용 중 / 사용 가능 ${storageSize(quota)}${persisted ? ' · 영구 저장' : ''}`;
  // Near the quota the browser may evict the offline data.
  return result(quota > 0 && usage / quota > 0.9 ? 'warn' : 'ok', text);
}

export function checkPushPermission(permission: NotificationPermission | undefined): CheckResult {
  switch (permission) {
    case 'granted':
      return result('ok', '허용되었습니다');
    case 'denied':
      return result('fail', '차단되었습니다. 브라우저 설정에서 이 사이트의 알림을 허용해 주세요');
    case 'default':
      return result('warn', '아직 허용하지 않았습니다. 설정에서 앱 푸시를 켜면 권한을 묻습니다');
    default:
      return result('fail', '이 브라우저는 알림을 지원하지 않습니다 (iPhone은 홈 화면에 설치한 앱에서만)');
  }
}

export function checkSocket(status: SocketStatus | null): CheckResult {
  switch (status) {
    case 'CONNECTED':
      return result('ok', '실시간 연결이 되어 있습니다');
    case 'CONNECTING':
      return result('pending', '연결하는 중입니다');
    case 'DISCONNECTED':
      return result('fail', '연결이 끊겼습니다. 네트워크를 확인해 주세요');
    default:
      return result('pending', '연결 상태를 기다리는 중입니다');
  }
}
