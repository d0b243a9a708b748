import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { OmokBoard, Stone } from '../../../contract/games/omok';
import type { OmokStrength } from './ai';
import type { OmokAiAnswer, OmokAiRequest } from './omok-ai.worker';

/**
 * The computer player in its own worker, started with the page and ended with it. `ask` answers the
 * computer's point; an answer to a request asked before the last `cancel` (an undo, a new game) is
 * dropped.
 */
export function useOmokAi() {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const pending = useRef(new Map<number, (point: number | null) => void>());

  useEffect(() => {
    const w = new Worker(new URL('./omok-ai.worker.ts', import.meta.url), {
      type: 'module',
      name: 'omok-ai',
    });
    w.onmessage = (event: MessageEvent<OmokAiAnswer>) => {
      const resolve = pending.current.get(event.data.id);
      pending.current.delete(event.data.id);
      if (event.data.id === latest.current) resolve?.(event.data.point);
    };
    worker.current = w;
    return () => {
      w.terminate();
      worker.current = null;
    };
  }, []);

  const ask = useCallback(
    (board: OmokBoard, stone: Stone, strength: OmokStrength) =>
      new Promise<number | null>((resolve) => {
        const id = ++latest.current;
        pending.current.set(id, resolve);
        const request: OmokAiRequest = { id, board, stone, strength };
        worker.current?.postMessage(request);
      }),
    [],
  );
  const cancel = useCallback(() => {
    latest.current++;
    pending.current.clear();
  }, []);
  return useMemo(() => ({ ask, cancel }), [ask, cancel]);
}
