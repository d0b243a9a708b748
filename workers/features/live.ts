import type { WorkerContext } from './context';

export type LiveHandlers = {
  /** Re-pulls live stations and notices now (the UI's 30 s refresh while they are on screen). */
  refreshLive(): Promise<void>;
};

export function liveHandlers(context: WorkerContext): LiveHandlers {
  return {
    async refreshLive() {
      context.account$.value?.refreshLive();
    },
  };
}
