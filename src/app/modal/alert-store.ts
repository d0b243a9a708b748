/**
 * The generic alert modal as a queue (SPEC section 4 "Popups / Alert modal"). Pure state and
 * timers, no React, so the timing rules are unit-tested; AlertModalHost renders `current`.
 */

export interface AlertOptions {
  title?: string;
  /** HTML; sanitised before rendering. Escape plain text with `textToHtml`. */
  body: string;
  showCancelButton?: boolean;
  cancelButtonText?: string;
  confirmButtonText?: string;
  /** Backdrop click and Escape close it (as cancel). Otherwise the alert is persistent. */
  allowBackCloseEvent?: boolean;
}

export const ALERT_TIMING = {
  /** Buttons enable this long after opening, so the click or Enter that opened it cannot close it. */
  enableButtonsMs: 100,
  /** Cancel closes after this delay, letting the button's press state show. */
  cancelCloseMs: 50,
} as const;

export const ALERT_DEFAULTS = {
  title: '알림',
  confirmButtonText: '확인',
  cancelButtonText: '취소',
} as const;

export interface ActiveAlert {
  id: number;
  title: string;
  body: string;
  showCancelButton: boolean;
  cancelButtonText: string;
  confirmButtonText: string;
  allowBackCloseEvent: boolean;
  /** False for the first 100 ms. */
  ready: boolean;
  /** Cancel was pressed; the modal goes away after 50 ms. */
  closing: boolean;
  /** `performance.now()` when it became the visible alert: the keyboard guard counts from here. */
  openedAt: number;
}

interface Pending {
  alert: ActiveAlert;
  resolve: (confirmed: boolean) => void;
}

export interface AlertStore {
  show(options: AlertOptions): Promise<boolean>;
  confirm(): void;
  cancel(): void;
  /** Backdrop click or Escape: a cancel when allowed, else nothing. */
  dismiss(): void;
  getSnapshot(): ActiveAlert | null;
  subscribe(listener: () => void): () => void;
}

export interface AlertClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  now: () => number;
}

const browserClock: AlertClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  now: () => performance.now(),
};

export function createAlertStore(timers: AlertClock = browserClock): AlertStore {
  const queue: Pending[] = [];
  let current: Pending | null = null;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const patch = (pending: Pending, change: Partial<ActiveAlert>) => {
    pending.alert = { ...pending.alert, ...change };
    emit();
  };

  function activateNext() {
    const next = queue.shift() ?? null;
    if (next) next.alert = { ...next.alert, openedAt: timers.now() };
    current = next;
    emit();
    const opened = current;
    if (!opened) return;
    timers.setTimeout(() => {
      if (current === opened) patch(opened, { ready: true });
    }, ALERT_TIMING.enableButtonsMs);
  }

  function settle(confirmed: boolean, delay: number) {
    const pending = current;
    if (!pending?.alert.ready || pending.alert.closing) return;
    pending.resolve(confirmed);
    if (delay === 0) {
      activateNext();
      return;
    }
    patch(pending, { closing: true });
    timers.setTimeout(() => {
      if (current === pending) activateNext();
    }, delay);
  }

  return {
    show(options) {
      return new Promise<boolean>((resolve) => {
        queue.push({
          resolve,
          alert: {
            id: nextId++,
            title: options.title ?? ALERT_DEFAULTS.title,
            body: options.body,
            showCancelButton: options.showCancelButton ?? false,
            cancelButtonText: options.cancelButtonText ?? ALERT_DEFAULTS.cancelButtonText,
            confirmButtonText: options.confirmButtonText ?? ALERT_DEFAULTS.confirmButtonText,
            allowBackCloseEvent: options.allowBackCloseEvent ?? false,
            ready: false,
            closing: false,
            openedAt: 0,
          },
        });
        if (!current) activateNext();
      });
    },
    confirm: () => settle(true, 0),
    cancel: () => settle(false, ALERT_TIMING.cancelCloseMs),
    dismiss() {
      if (current?.alert.allowBackCloseEvent) settle(false, ALERT_TIMING.cancelCloseMs);
    },
    getSnapshot: () => current?.alert ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text (a server message) as alert-body HTML: escaped, line breaks kept. */
export const textToHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c).replace(/\r?\n/g, '<br>');
