import { releaseProxy } from 'comlink';

/** Frees the MessagePort behind a comlink callback proxy; plain functions (tests) need nothing. */
export function releaseCallback(callback: object): void {
  if (releaseProxy in callback && typeof callback[releaseProxy] === 'function') callback[releaseProxy]();
}
