/** What an entry that moves points says offline: it is never queued for later (issue 12 item 7). */
export const NEEDS_NETWORK = '네트워크에 연결되어 있을 때만 할 수 있어요. 연결된 뒤 다시 시도해 주세요.';
