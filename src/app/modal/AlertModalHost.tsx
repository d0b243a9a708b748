import { useState, useSyncExternalStore } from 'react';
import { partAfterLoad } from '../after-load';
import { alertStore } from './alert-service';

/** The dialog machinery (focus trap, scroll lock) arrives after the first paint. */
const dialog = partAfterLoad(() => import('./AlertDialog'));

/**
 * Renders the alert queue's current entry. Mounted once, by AppProviders. Nothing is rendered
 * until the first alert; then the dialog stays, so it can animate closed.
 */
export function AlertModalHost() {
  const alert = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, alertStore.getSnapshot);
  const [shown, setShown] = useState(alert !== null);
  if (alert && !shown) setShown(true);
  return shown ? <dialog.Render alert={alert} /> : null;
}
