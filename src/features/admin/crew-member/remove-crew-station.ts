import { showConfirm, showToast } from '../../../app';
import type { CrewStation } from '../../../contract';
import { crewStationApi } from './crew-station-api';

/** Asks first; true once the station left the list (a failure was alerted by the HTTP layer). */
export async function confirmRemoveStation(station: CrewStation): Promise<boolean> {
  const yes = await showConfirm(
    `${station.userNick}(${station.userId}) 방송국을 크루 목록에서 삭제할까요?\n삭제하면 라이브 목록과 방송 알림에서도 빠집니다.`,
    { title: '크루 멤버 삭제', confirmButtonText: '삭제', cancelButtonText: '취소' },
  );
  if (!yes) return false;
  try {
    await crewStationApi.remove(station.userId);
  } catch {
    return false;
  }
  showToast({ type: 'success', title: `${station.userNick} 멤버를 삭제했습니다.` });
  return true;
}
