import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { checkPushPermission, checkServiceWorker, checkSocket, checkStorage } from './browser-checks';
import { type CheckResult, result } from './check-result';
import { measureDownloadSpeed, speedResult, speedSampleUrl } from './download-speed';
import { checkGeolocation } from './geolocation';
import { latestSocketStatus, onSocketStatus } from './socket-status';

const PENDING = result('pending', '확인하는 중입니다');

function sampleUrl(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? location.href;
  return speedSampleUrl(
    performance.getEntriesByType('resource') as PerformanceResourceTiming[],
    location.origin,
    entry,
  );
}

/**
 * The checks of /test: those without a prompt run on open and on `recheck`; the position only
 * when asked (it may prompt for permission). The socket row follows the worker live.
 */
export function useDiagnostics() {
  const round = useRef(0);
  const [serviceWorker, setServiceWorker] = useState(PENDING);
  const [storage, setStorage] = useState(PENDING);
  const [speed, setSpeed] = useState(PENDING);
  const [push, setPush] = useState<CheckResult>(PENDING);
  const [position, setPosition] = useState<CheckResult>(result('idle', '위치 확인 버튼을 눌러 주세요'));
  const [locating, setLocating] = useState(false);
  const socketStatus = useSyncExternalStore(onSocketStatus, latestSocketStatus, latestSocketStatus);

  // Each run's answers land only while it is the latest run and the page is open.
  const run = useCallback(() => {
    const thisRound = ++round.current;
    const show = (set: (value: CheckResult) => void) => (value: CheckResult) => {
      if (round.current === thisRound) set(value);
    };
    for (const set of [setServiceWorker, setStorage, setSpeed]) set(PENDING);
    setPush(checkPushPermission(typeof Notification === 'undefined' ? undefined : Notification.permission));
    void checkServiceWorker(navigator.serviceWorker).then(show(setServiceWorker));
    void checkStorage(navigator.storage).then(show(setStorage));
    void measureDownloadSpeed(sampleUrl()).then(speedResult).then(show(setSpeed));
  }, []);

  useEffect(() => {
    run();
    return () => {
      round.current++;
    };
  }, [run]);

  const locate = useCallback(() => {
    setLocating(true);
    setPosition(result('pending', '위치를 확인하는 중입니다'));
    void checkGeolocation(navigator.geolocation).then((found) => {
      setPosition(found);
      setLocating(false);
    });
  }, []);

  return {
    checks: { serviceWorker, storage, push, socket: checkSocket(socketStatus), speed, position },
    recheck: run,
    locate,
    locating,
  };
}
