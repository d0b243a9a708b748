import { type AlertOptions, createAlertStore, textToHtml } from './alert-store';

/** The app's one alert queue; AlertModalHost (mounted by AppProviders) renders it. */
export const alertStore = createAlertStore();

/** Resolves true on confirm, false on cancel (or a permitted backdrop / Escape close). */
export const showAlert = (options: AlertOptions): Promise<boolean> => alertStore.show(options);

/** A plain-text message with the default title '알림' and one confirm button. */
export const showMessage = (message: string, title?: string): Promise<boolean> =>
  alertStore.show({ body: textToHtml(message), ...(title ? { title } : {}) });

/** A yes/no question: '예' / '아니오' unless told otherwise. */
export const showConfirm = (
  message: string,
  options: Omit<AlertOptions, 'body' | 'showCancelButton'> = {},
): Promise<boolean> =>
  alertStore.show({
    confirmButtonText: '예',
    cancelButtonText: '아니오',
    ...options,
    body: textToHtml(message),
    showCancelButton: true,
  });
