import { useEffect, useState } from 'react';
import { ExcelBoard, topics } from '../../../contract';
import { useTopic } from '../../../data/use-topic';

/**
 * A board as gifts arrive on `/topic/excel/{id}/count`. Several nodes send boards read from the
 * database in any order: the one with the highest version is the newest, an older one is dropped.
 */
export function useLiveBoard(initial: ExcelBoard | null): ExcelBoard | null {
  const [board, setBoard] = useState(initial);
  useEffect(
    () =>
      setBoard((now) =>
        !initial ||
        !now ||
        now.session.id !== initial.session.id ||
        initial.session.version >= now.session.version
          ? initial
          : now,
      ),
    [initial],
  );
  const id = board?.session.id ?? null;
  useTopic(id ? topics.excelCount(id) : null, ExcelBoard, (event) => {
    setBoard((now) =>
      !now || (event.session.id === now.session.id && event.session.version > now.session.version)
        ? event
        : now,
    );
  });
  return board;
}
