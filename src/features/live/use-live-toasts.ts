import { useEffect, useRef } from 'react';
import { showToast, useSession } from '../../app';
import { chosenBroad } from '../../contract/soop-broad';
import { appStorage } from '../../data/http';
import { onWorkerEvent } from '../../data/worker-client';
import { noticeUrl } from './live-links';
import { openStation } from './open-station';

/** SPEC section 9: the live toast shows after 1 s and both toasts stay 10 s. */
export const LIVE_TOAST_DELAY_MS = 1000;
export const LIVE_TOAST_MS = 10_000;

/** Signed-out visitors of the game pages are not interrupted by live alerts (SPEC section 4). */
export const liveToastAllowed = (signedIn: boolean, path: string) =>
  signedIn || !(path.startsWith('/starcraft') || path.startsWith('/kartrider'));

/** Toasts for a crew member going live and for new station notices, as the user's settings allow. */
export function useLiveToasts(path: string) {
  const { user } = useSession();
  const pathRef = useRef(path);
  pathRef.current = path;

  useEffect(() => {
    const offLive = onWorkerEvent('live', ({ payload }) => {
      const station = payload.data;
      if (!payload.wentLive || !appStorage.read('notification').live) return;
      if (!liveToastAllowed(!!user, pathRef.current)) return;
      setTimeout(() => {
        showToast({
          title: `${station.userNick} 방송 시작`,
          description: chosenBroad(station)?.broadTitle ?? '',
          duration: LIVE_TOAST_MS,
          onClick: () => void openStation(station),
        });
      }, LIVE_TOAST_DELAY_MS);
    });
    const offNotice = onWorkerEvent('notice', ({ payload }) => {
      if (payload.type !== 'create' || !appStorage.read('notification').notice) return;
      const notice = payload.data;
      showToast({
        title: `${notice.userNick} 새 공지`,
        description: notice.titleName,
        duration: LIVE_TOAST_MS,
        onClick: () => window.open(noticeUrl(notice), '_blank', 'noopener'),
      });
    });
    return () => {
      offLive();
      offNotice();
    };
  }, [user]);
}
