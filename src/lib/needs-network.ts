/** What an event action that moves points says offline: it is never queued for later (issue 12). */
export const NEEDS_NETWORK =
  '포인트가 오가는 참여는 네트워크에 연결되어 있을 때만 할 수 있어요. 연결된 뒤 다시 시도해 주세요.';
