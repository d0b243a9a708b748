import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMING, createAlertStore, textToHtml } from '../../src/app/modal/alert-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => createAlertStore({ setTimeout: (fn, ms) => setTimeout(fn, ms), now: () => Date.now() });

describe('alert store', () => {
  it('opens with defaults and enables its buttons after 100 ms', () => {
    const store = setup();
    void store.show({ body: '저장했습니다.' });
    expect(store.getSnapshot()).toMatchObject({
      title: '알림',
      confirmButtonText: '확인',
      showCancelButton: false,
      allowBackCloseEvent: false,
      ready: false,
    });
    vi.advanceTimersByTime(ALERT_TIMING.enableButtonsMs - 1);
    expect(store.getSnapshot()?.ready).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()?.ready).toBe(true);
  });

  it('ignores presses before the buttons are enabled', async () => {
    const store = setup();
    const answer = store.show({ body: 'x' });
    store.confirm();
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(100);
    store.confirm();
    await expect(answer).resolves.toBe(true);
    expect(store.getSnapshot()).toBeNull();
  });

  it('resolves false on cancel and closes 50 ms later', async () => {
    const store = setup();
    const answer = store.show({ body: 'x', showCancelButton: true });
    vi.advanceTimersByTime(100);
    store.cancel();
    await expect(answer).resolves.toBe(false);
    expect(store.getSnapshot()?.closing).toBe(true);
    store.confirm(); // a second press while closing changes nothing
    vi.advanceTimersByTime(ALERT_TIMING.cancelCloseMs);
    expect(store.getSnapshot()).toBeNull();
  });

  it('closes on a backdrop click or Escape only with allowBackCloseEvent', async () => {
    const store = setup();
    const persistent = store.show({ body: 'a' });
    vi.advanceTimersByTime(100);
    store.dismiss();
    expect(store.getSnapshot()?.body).toBe('a');
    store.confirm();
    await expect(persistent).resolves.toBe(true);

    const closable = store.show({ body: 'b', allowBackCloseEvent: true });
    vi.advanceTimersByTime(100);
    store.dismiss();
    await expect(closable).resolves.toBe(false);
  });

  it('shows queued alerts one after another, each with its own delay', async () => {
    const store = setup();
    const first = store.show({ body: 'first' });
    const second = store.show({ body: 'second', confirmButtonText: '예' });
    vi.advanceTimersByTime(100);
    store.confirm();
    await expect(first).resolves.toBe(true);
    expect(store.getSnapshot()).toMatchObject({ body: 'second', confirmButtonText: '예', ready: false });
    vi.advanceTimersByTime(100);
    store.confirm();
    await expect(second).resolves.toBe(true);
  });

  it('records when each alert opened, for the keyboard guard', () => {
    const store = setup();
    vi.setSystemTime(5000);
    void store.show({ body: 'x' });
    expect(store.getSnapshot()?.openedAt).toBe(5000);
  });

  it('notifies subscribers', () => {
    const store = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    void store.show({ body: 'x' });
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('textToHtml', () => {
  it('escapes markup and keeps line breaks', () => {
    expect(textToHtml('<b>"A" & \'B\'</b>\n둘째 줄')).toBe(
      '&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;<br>둘째 줄',
    );
  });
});
