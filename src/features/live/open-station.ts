import { showConfirm } from '../../app';
import type { LiveStation } from '../../contract';
import { detectPlatform, isMobilePlatform } from '../../lib/platform';
import { appSchemeUrl, playerUrl } from './live-links';

/** SPEC section 2: on phones ask, then open the platform's app; elsewhere the player page in a new tab. */
export async function openStation(station: Pick<LiveStation, 'userId' | 'broadList'>): Promise<void> {
  if (isMobilePlatform(detectPlatform(navigator.userAgent, navigator.maxTouchPoints))) {
    if (await showConfirm('앱을 실행하시겠습니까?')) window.location.href = appSchemeUrl(station);
    return;
  }
  window.open(playerUrl(station), '_blank', 'noopener');
}
