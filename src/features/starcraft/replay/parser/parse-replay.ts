import { analyzePlayers, apmWindowSeconds, FRAME_MS, type PlayerAnalysis } from './analyze';
import { parseCommands } from './commands';
import { parseHeader } from './header';
import { detectReplayFormat, type ReplayFormat, ReplayFormatError, SectionReader } from './sections';

export interface ReplaySummary {
  format: ReplayFormat;
  frames: number;
  durationSeconds: number;
  /** Seconds since 1970 (UTC). */
  startTime: number;
  title: string;
  /** As stored, with StarCraft's colour codes (`cleanName` strips them). */
  mapName: string;
  mapWidth: number;
  mapHeight: number;
  players: PlayerAnalysis[];
  /** Seconds per APM window of the players' `apmSeries`. */
  apmWindowSeconds: number;
}

const HEADER_SIZE = 0x279;
const LONG_NAMES_SIZE = 0x300;

/** Parses a StarCraft: Brood War / Remastered replay (every format from 1.16 to 1.21+). */
export async function parseReplay(bytes: Uint8Array): Promise<ReplaySummary> {
  const format = detectReplayFormat(bytes);
  if (!format) throw new ReplayFormatError('스타크래프트 리플레이(.rep) 파일이 아닙니다');
  const reader = new SectionReader(bytes, format);
  await reader.section(4); // the replay id, already checked
  if (format === 'modern121') reader.int32(); // where the 1.21 extra sections start
  const headerData = await reader.section(HEADER_SIZE);
  const commandData = await reader.sizedSection();
  await reader.skipSizedSection();
  const longNames =
    format !== 'legacy' && reader.remaining > 0 ? await reader.section(LONG_NAMES_SIZE) : undefined;

  const header = parseHeader(headerData, format, longNames);
  const commands = parseCommands(commandData);
  const players = analyzePlayers(header, commands);
  const durationSeconds = Math.round((header.frames * FRAME_MS) / 1000);
  return {
    format,
    frames: header.frames,
    durationSeconds,
    startTime: header.startTime,
    title: header.title,
    mapName: header.mapName,
    mapWidth: header.mapWidth,
    mapHeight: header.mapHeight,
    players,
    apmWindowSeconds: apmWindowSeconds((header.frames * FRAME_MS) / 1000),
  };
}

/** A map or game name without StarCraft's colour and layout codes (bytes below 0x20). */
export function cleanName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes are control characters
  return name.replace(/[\u0000-\u001f]/g, '').trim();
}
