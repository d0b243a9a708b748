/** The command stream: frames, each with a block of commands (player id, type, payload). */

export type BuildKind = 'building' | 'unit' | 'tech' | 'upgrade';

export interface BuildCommand {
  frame: number;
  playerId: number;
  kind: BuildKind;
  /** Unit, tech or upgrade id. */
  id: number;
}

export interface ParsedCommands {
  /** Every command's player id and frame, in order (for APM). */
  playerIds: Uint8Array;
  frames: Uint32Array;
  count: number;
  builds: BuildCommand[];
}

const BUILD = 0x0c;
const ORDER_BUILDING_LAND = 0x47;
const TRAIN = 0x1f;
const UNIT_MORPH = 0x23;
const TECH = 0x30;
const UPGRADE = 0x32;
const BUILDING_MORPH = 0x35;
const SELECT = [0x09, 0x0a, 0x0b];
const SELECT_121 = [0x63, 0x64, 0x65];
const SAVE_LOAD = [0x06, 0x07];

/** Payload bytes after (player, type) of the fixed-size commands; -1 marks the variable ones. */
const PAYLOAD = new Int16Array(256).fill(-2);
const sizes: [number, number][] = [
  [0x05, 0],
  [0x08, 0],
  [0x0c, 7],
  [0x0d, 2],
  [0x0e, 4],
  [0x0f, 1],
  [0x10, 0],
  [0x11, 0],
  [0x12, 4],
  [0x13, 2],
  [0x14, 9],
  [0x15, 10],
  [0x18, 0],
  [0x19, 0],
  [0x1a, 1],
  [0x1b, 0],
  [0x1c, 0],
  [0x1d, 0],
  [0x1e, 1],
  [0x1f, 2],
  [0x20, 2],
  [0x21, 1],
  [0x22, 1],
  [0x23, 2],
  [0x25, 1],
  [0x26, 1],
  [0x27, 0],
  [0x28, 1],
  [0x29, 2],
  [0x2a, 0],
  [0x2b, 1],
  [0x2c, 1],
  [0x2d, 1],
  [0x2e, 0],
  [0x2f, 4],
  [0x30, 1],
  [0x31, 0],
  [0x32, 1],
  [0x33, 0],
  [0x34, 0],
  [0x35, 2],
  [0x36, 0],
  [0x37, 6],
  [0x38, 0],
  [0x39, 0],
  [0x3a, 1],
  [0x3b, 1],
  [0x3c, 0],
  [0x3d, 1],
  [0x3e, 5],
  [0x3f, 7],
  [0x40, 17],
  [0x41, 2],
  [0x42, 1],
  [0x43, 1],
  [0x44, 2],
  [0x45, 2],
  [0x48, 12],
  [0x54, 0],
  [0x55, 1],
  [0x56, 9],
  [0x57, 1],
  [0x58, 4],
  [0x5a, 0],
  [0x5b, 0],
  [0x5c, 81],
  [0x60, 11],
  [0x61, 12],
  [0x62, 4],
];
for (const [type, size] of sizes) PAYLOAD[type] = size;
for (const type of [...SELECT, ...SELECT_121, ...SAVE_LOAD]) PAYLOAD[type] = -1;

/** Parses the commands section. An unknown command ends its frame's block (its size is unknown). */
export function parseCommands(data: Uint8Array): ParsedCommands {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // A command takes at least 2 bytes: the arrays never overflow.
  const playerIds = new Uint8Array(data.length >> 1);
  const frames = new Uint32Array(data.length >> 1);
  const builds: BuildCommand[] = [];
  let count = 0;
  let pos = 0;
  while (pos + 5 <= data.length) {
    const frame = view.getUint32(pos, true);
    const blockEnd = Math.min(pos + 5 + view.getUint8(pos + 4), data.length);
    pos += 5;
    while (pos + 2 <= blockEnd) {
      const playerId = view.getUint8(pos);
      const type = view.getUint8(pos + 1);
      pos += 2;
      let size = PAYLOAD[type] as number;
      if (size === -2) {
        pos = blockEnd;
        break;
      }
      if (size === -1) {
        if (SAVE_LOAD.includes(type)) size = 4 + (pos + 4 <= blockEnd ? view.getUint32(pos, true) : 0);
        else size = 1 + (pos < blockEnd ? view.getUint8(pos) : 255) * (SELECT_121.includes(type) ? 4 : 2);
      }
      if (pos + size > blockEnd) {
        pos = blockEnd;
        break;
      }
      playerIds[count] = playerId;
      frames[count] = frame;
      count++;
      const build = buildOf(type, view, pos);
      if (build) builds.push({ frame, playerId, ...build });
      pos += size;
    }
    pos = blockEnd;
  }
  return { playerIds, frames, count, builds };
}

function buildOf(type: number, view: DataView, at: number): Pick<BuildCommand, 'kind' | 'id'> | null {
  switch (type) {
    case BUILD:
      return view.getUint8(at) === ORDER_BUILDING_LAND
        ? null
        : { kind: 'building', id: view.getUint16(at + 5, true) };
    case BUILDING_MORPH:
      return { kind: 'building', id: view.getUint16(at, true) };
    case TRAIN:
    case UNIT_MORPH:
      return { kind: 'unit', id: view.getUint16(at, true) };
    case TECH:
      return { kind: 'tech', id: view.getUint8(at) };
    case UPGRADE:
      return { kind: 'upgrade', id: view.getUint8(at) };
    default:
      return null;
  }
}
