import { describe, expect, it, vi } from 'vitest';
import { product } from '../../../src/contract';
import {
  createVersionCheck,
  isNewVersion,
  updateNeedsConfirm,
  VERSION_CHECK_INTERVAL_MS,
} from '../../../src/features/pwa/version-check';

describe('version check', () => {
  it('asks first only where a reload could lose typing', () => {
    for (const path of [
      '/starcraft/entry',
      '/afreecatv-connect',
      '/contact',
      '/register',
      '/board/free/write',
    ])
      expect(updateNeedsConfirm(path)).toBe(true);
    for (const path of ['/', '/board/free', '/contact/list', '/login'])
      expect(updateNeedsConfirm(path)).toBe(false);
  });

  it('compares against the running version', () => {
    expect(isNewVersion(product.version)).toBe(false);
    expect(isNewVersion('9.9.9')).toBe(true);
    expect(isNewVersion('')).toBe(false);
  });

  function setup(pathname: string, served: string, answer = true) {
    let now = 0;
    const deps = {
      pathname: () => pathname,
      confirm: vi.fn(async () => answer),
      reload: vi.fn(),
      now: () => now,
      fetchVersion: vi.fn(async () => served),
    };
    const versions = createVersionCheck(deps);
    return { deps, versions, check: () => versions.onReturn(), advance: (ms: number) => (now += ms) };
  }

  it('reads /version.json only 30 s after the last read', async () => {
    const { deps, check, advance } = setup('/', product.version);
    await check();
    expect(deps.fetchVersion).not.toHaveBeenCalled();
    advance(VERSION_CHECK_INTERVAL_MS);
    await check();
    await check();
    expect(deps.fetchVersion).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads at once on most pages and asks on write pages', async () => {
    const home = setup('/', '9.9.9');
    home.advance(VERSION_CHECK_INTERVAL_MS);
    await home.check();
    expect(home.deps.confirm).not.toHaveBeenCalled();
    expect(home.deps.reload).toHaveBeenCalledTimes(1);

    const writing = setup('/board/write', '9.9.9', false);
    writing.advance(VERSION_CHECK_INTERVAL_MS);
    await writing.check();
    expect(writing.deps.confirm).toHaveBeenCalledTimes(1);
    expect(writing.deps.reload).not.toHaveBeenCalled();
  });

  it('stays quiet when the file cannot be read', async () => {
    const { deps, check, advance } = setup('/', '9.9.9');
    deps.fetchVersion.mockRejectedValueOnce(new Error('offline'));
    advance(VERSION_CHECK_INTERVAL_MS);
    await expect(check()).resolves.toBeUndefined();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('offers the reload at once when the socket says this build is out of date', async () => {
    const home = setup('/', product.version);
    await home.versions.outdated();
    expect(home.deps.fetchVersion).not.toHaveBeenCalled();
    expect(home.deps.reload).toHaveBeenCalledTimes(1);

    // On a write page it asks once, however many refusals come while the question is open.
    const writing = setup('/board/write', product.version, false);
    await Promise.all([writing.versions.outdated(), writing.versions.outdated()]);
    expect(writing.deps.confirm).toHaveBeenCalledTimes(1);
    expect(writing.deps.reload).not.toHaveBeenCalled();
  });
});
