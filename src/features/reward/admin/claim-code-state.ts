import type { PointClaimCode } from '../../../contract';

export type ClaimCodeState = { label: string; palette: 'gray' | 'green' | 'orange' | 'red' };

/** Where a code stands now, as staff read it. */
export function claimCodeState(code: PointClaimCode, now = Date.now()): ClaimCodeState {
  if (now < Date.parse(code.startAt)) return { label: '예정', palette: 'gray' };
  if (now >= Date.parse(code.endAt)) return { label: '종료', palette: 'red' };
  if (code.claimedCount >= code.quantity) return { label: '소진', palette: 'orange' };
  return { label: '진행 중', palette: 'green' };
}
