import { describe, expect, it } from 'vitest';
import { gameInPlay, LINK_PROMPT_REASK_MS, shouldAskToLink } from '../../../src/features/soop/link-prompt';

const member = { roles: ['USER' as const], afreecatvUserId: null };
const NOW = 1_800_000_000_000;

describe('shouldAskToLink', () => {
  it('asks a plain member without a link who was never asked', () => {
    expect(shouldAskToLink(member, null, NOW, '/')).toBe(true);
  });

  it('never asks visitors, linked members or members with another role', () => {
    expect(shouldAskToLink(null, null, NOW, '/')).toBe(false);
    expect(shouldAskToLink({ ...member, afreecatvUserId: 'soopfan01' }, null, NOW, '/')).toBe(false);
    expect(shouldAskToLink({ roles: ['C9'], afreecatvUserId: null }, null, NOW, '/')).toBe(false);
    expect(shouldAskToLink({ roles: ['USER', 'MANAGER'], afreecatvUserId: null }, null, NOW, '/')).toBe(
      false,
    );
  });

  it('asks again only once the re-ask period has passed since the stored time', () => {
    expect(shouldAskToLink(member, NOW - LINK_PROMPT_REASK_MS + 1, NOW, '/')).toBe(false);
    expect(shouldAskToLink(member, NOW - LINK_PROMPT_REASK_MS, NOW, '/')).toBe(true);
  });

  it('stays quiet on the linking page itself and in the sign-in flow', () => {
    for (const path of ['/afreecatv-connect', '/login', '/register', '/logout'])
      expect(shouldAskToLink(member, null, NOW, path)).toBe(false);
    expect(shouldAskToLink(member, null, NOW, '/board/free')).toBe(true);
  });
});

describe('gameInPlay', () => {
  it('holds the prompt back on a game’s page, not on the list of games', () => {
    expect(gameInPlay('/game/alkkagi-simulator')).toBe(true);
    expect(gameInPlay('/game/apple')).toBe(true);
    expect(gameInPlay('/game')).toBe(false);
    expect(gameInPlay('/board/all')).toBe(false);
  });
});
