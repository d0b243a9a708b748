import type { ReplayFormat } from './sections';

export type Race = 'zerg' | 'terran' | 'protoss' | 'unknown';

export interface ReplayPlayer {
  /** The id commands carry (not the lobby slot). */
  id: number;
  slot: number;
  name: string;
  race: Race;
  team: number;
  computer: boolean;
}

export interface ReplayHeader {
  frames: number;
  /** Seconds since 1970 (UTC) when the game started. */
  startTime: number;
  title: string;
  /** The map's name as stored, with StarCraft's colour codes. */
  mapName: string;
  mapWidth: number;
  mapHeight: number;
  host: string;
  players: ReplayPlayer[];
}

const RACES: Record<number, Race> = { 0: 'zerg', 1: 'terran', 2: 'protoss' };
const PLAYER_COMPUTER = 1;
const PLAYER_INACTIVE = 0;
const SLOTS = 12;
const SLOT_SIZE = 36;

const utf8 = new TextDecoder('utf-8');
const utf8Strict = new TextDecoder('utf-8', { fatal: true });
let korean: TextDecoder | undefined;

/** A NUL-ended string. Remastered writes UTF-8; older replays mostly Korean code page 949. */
export function cString(bytes: Uint8Array, format: ReplayFormat): string {
  const end = bytes.indexOf(0);
  const raw = end < 0 ? bytes : bytes.subarray(0, end);
  if (format !== 'legacy') return utf8.decode(raw);
  try {
    return utf8Strict.decode(raw);
  } catch {
    korean ??= new TextDecoder('euc-kr');
    return korean.decode(raw);
  }
}

/**
 * The 0x279-byte header section: game facts and the 12 lobby slots. `longNames` is 1.18+'s
 * section of full player names (96 bytes a slot; the header keeps 25 bytes).
 */
export function parseHeader(data: Uint8Array, format: ReplayFormat, longNames?: Uint8Array): ReplayHeader {
  if (data.length < 0x279) throw new Error('리플레이 머리글이 짧습니다');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const players: ReplayPlayer[] = [];
  for (let slot = 0; slot < SLOTS; slot++) {
    const at = 0xa1 + slot * SLOT_SIZE;
    const shortName = cString(data.subarray(at + 11, at + 36), format);
    if (!shortName) continue;
    const long =
      longNames && longNames.length >= (slot + 1) * 96 && view.getUint8(at + 8) !== PLAYER_INACTIVE
        ? cString(longNames.subarray(slot * 96, (slot + 1) * 96), format)
        : '';
    const name = long || shortName;
    players.push({
      id: view.getUint8(at + 4),
      slot: view.getUint16(at, true),
      name,
      race: RACES[view.getUint8(at + 9)] ?? 'unknown',
      team: view.getUint8(at + 10),
      computer: view.getUint8(at + 8) === PLAYER_COMPUTER,
    });
  }
  return {
    frames: view.getUint32(0x01, true),
    startTime: view.getUint32(0x08, true),
    title: cString(data.subarray(0x18, 0x18 + 28), format),
    mapWidth: view.getUint16(0x34, true),
    mapHeight: view.getUint16(0x36, true),
    host: cString(data.subarray(0x48, 0x48 + 24), format),
    mapName: cString(data.subarray(0x61, 0x61 + 32), format),
    players,
  };
}
