import { describe, expect, it } from 'vitest';
import { nextInstallPrompt } from '../../../src/features/pwa/install-prompt';

describe('PWA install prompt', () => {
  it('counts starts, shows at most 3 times and records the time on the third', () => {
    let prefs = { helpPwaInstallCount: 0, helpPwaInstallAt: null as number | null };
    const shown: boolean[] = [];
    for (let start = 1; start <= 5; start++) {
      const result = nextInstallPrompt(prefs, false, start * 1000);
      shown.push(result.show);
      prefs = result.next;
    }
    expect(shown).toEqual([true, true, true, false, false]);
    expect(prefs).toEqual({ helpPwaInstallCount: 3, helpPwaInstallAt: 3000 });
  });

  it('never shows in the installed app or after the guide was opened', () => {
    const fresh = { helpPwaInstallCount: 0, helpPwaInstallAt: null };
    expect(nextInstallPrompt(fresh, true, 1)).toEqual({ show: false, next: fresh });
    const done = { helpPwaInstallCount: 1, helpPwaInstallAt: 500 };
    expect(nextInstallPrompt(done, false, 1)).toEqual({ show: false, next: done });
  });
});
