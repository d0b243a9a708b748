import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explode } from '../../src/features/starcraft/replay/parser/explode';
import { cleanName, parseReplay } from '../../src/features/starcraft/replay/parser/parse-replay';
import { detectReplayFormat } from '../../src/features/starcraft/replay/parser/sections';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/replays/${name}`, import.meta.url)));
const brief = (p: { name: string; race: string; computer: boolean }) => ({
  name: p.name,
  race: p.race,
  computer: p.computer,
});

// The expected values are what each file's source states (tests/fixtures/replays/README.md).
describe('replay parser on real replays', () => {
  it('reads a pre-1.18 replay (DCL-imploded sections)', async () => {
    const r = await parseReplay(fixture('things.rep'));
    expect(r.format).toBe('legacy');
    expect(r.frames).toBe(894);
    expect(r.durationSeconds).toBe(38); // 894 frames × 42 ms
    expect(r.mapName).toBe('Shadowlands');
    expect(r.title).toBe('neiv');
    expect(r.players).toHaveLength(4);
    expect(r.players.find((p) => p.name === 'neiv')).toMatchObject({
      race: 'zerg',
      team: 1,
      computer: false,
    });
    expect(r.players.find((p) => p.name === 'Auriga Tribe')?.computer).toBe(true);
  });

  it('reads a 1.21+ replay (zlib, "seRS") with a Korean map name', async () => {
    const r = await parseReplay(fixture('scr_replay.rep'));
    expect(r.format).toBe('modern121');
    expect(r.frames).toBe(715);
    expect(r.durationSeconds).toBe(30);
    expect(r.mapName).toBe('\u0007제3세계(Third World) \u00051.0');
    expect(cleanName(r.mapName)).toBe('제3세계(Third World) 1.0');
    expect([r.mapWidth, r.mapHeight]).toEqual([128, 112]);
    expect(r.players.map(brief)).toEqual([
      { name: 'u', race: 'terran', computer: false },
      { name: 'Sargas Tribe', race: 'protoss', computer: true },
    ]);
  });

  it.each([
    {
      file: 'test-replay-bw-ladder-game-3.rep',
      frames: 11055,
      seconds: 464, // 7:44
      map: '투혼 1.3',
      title: 'YrPRFmVSXUwp',
      players: [
        { name: 'E-ny`Ingyu', race: 'protoss', team: 2, computer: false },
        { name: 'SKTX_Mini', race: 'protoss', team: 1, computer: false },
      ],
    },
    {
      file: 'test-replay-bw-ladder-game-1.rep',
      frames: 10754,
      seconds: 452, // 7:32
      map: 'Deja Vu SE 2.0',
      title: 'AH`gPwk]]WZC',
      players: [
        { name: 'NAGUNBLO', race: 'zerg', team: 1, computer: false },
        { name: 'SKTX_Mini', race: 'protoss', team: 2, computer: false },
      ],
    },
  ])('reads the 1.21+ ladder game $file', async ({ file, frames, seconds, map, title, players }) => {
    const r = await parseReplay(fixture(file));
    expect(r.format).toBe('modern121');
    expect(r.frames).toBe(frames);
    expect(r.durationSeconds).toBe(seconds);
    // The source states the map without its colour codes.
    expect(cleanName(r.mapName)).toBe(map);
    expect(r.title).toBe(title);
    const stated = r.players.map((p) => ({ ...brief(p), team: p.team }));
    expect(stated.sort((a, b) => a.name.localeCompare(b.name))).toEqual(players);
  });

  it('reads a 1.18-1.20 replay (zlib, "reRS")', async () => {
    const r = await parseReplay(fixture('scr_old.rep'));
    expect(r.format).toBe('modern');
    expect(r.title).toBe('u');
    expect(r.players).toHaveLength(2);
  });

  it('reads every command of a section split over several chunks', async () => {
    const r = await parseReplay(fixture('rep2.rep'));
    expect(r.players.reduce((sum, p) => sum + p.actions, 0)).toBe(9916);
  });

  it('takes a raw chunk that merely starts like zlib as it is', async () => {
    const r = await parseReplay(fixture('shieldbattery_raw_trailing_0x78.rep'));
    expect(r.players.every((p) => p.actions > 0)).toBe(true);
  });

  it('gives APM over time and build orders for a 20-minute game', async () => {
    const r = await parseReplay(fixture('somavssnow.rep'));
    expect(r.players).toHaveLength(2);
    expect(r.durationSeconds).toBe(1206); // 28,720 frames
    const [protoss, zerg] = r.players;
    expect(protoss?.race).toBe('protoss');
    expect(zerg?.race).toBe('zerg');
    // APM windows cover the game; their mean is close to the overall APM.
    expect(r.apmWindowSeconds).toBe(30);
    expect(protoss?.apmSeries).toHaveLength(40); // the last 6 s fold into the 40th window
    const mean = (protoss?.apmSeries ?? []).reduce((s, w) => s + w.apm, 0) / 40;
    expect(Math.abs(mean - (protoss?.apm ?? 0))).toBeLessThan(30);
    // The build orders open as these races do, without workers.
    expect(protoss?.buildOrder.slice(0, 2).map((b) => b.name)).toEqual(['파일런', '게이트웨이']);
    expect(zerg?.buildOrder.slice(0, 2).map((b) => b.name)).toEqual(['오버로드', '스포닝 풀']);
    expect(zerg?.buildOrder.some((b) => b.name === '드론')).toBe(false);
  });

  it('refuses a file that is not a replay', async () => {
    const text = new TextEncoder().encode('this is not a replay file, only some text');
    expect(detectReplayFormat(text)).toBeNull();
    await expect(parseReplay(text)).rejects.toThrow('리플레이');
  });
});

describe('DCL explode', () => {
  it('decodes the format description example (raw literals, 1 KB dictionary)', () => {
    const out = explode(new Uint8Array([0x00, 0x04, 0x82, 0x24, 0x25, 0x8f, 0x80, 0x7f]), 13);
    expect(new TextDecoder().decode(out)).toBe('AIAIAIAIAIAIA');
  });
});
