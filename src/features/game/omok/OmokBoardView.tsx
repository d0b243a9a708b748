import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  BLACK,
  type Forbidden,
  forbiddenFor,
  type OmokBoard,
  type Stone,
} from '../../../contract/games/omok';
import { type BoardMarks, drawOmokBoard, pointAt } from './draw-board';

interface Props {
  board: OmokBoard;
  /** How many stones are down (tests wait on it). */
  moves: number;
  last: number | null;
  winning: readonly number[];
  /** The stone the viewer would place now, or null when it is not theirs to move. */
  toPlace: Stone | null;
  onPlay(point: number): void;
  onForbiddenHover?(forbidden: Forbidden | null): void;
  label: string;
  testId: string;
}

/**
 * The board on a canvas. Its box is square by CSS (`aspect-ratio`), so a resize changes only the
 * pixel buffer, never the layout. Hovering shows the stone that would go there, or a red ✕ on a
 * point renju forbids black; a click or tap plays it.
 */
export function OmokBoardView({
  board,
  moves,
  last,
  winning,
  toPlace,
  onPlay,
  onForbiddenHover,
  label,
  testId,
}: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState(0);
  const [hover, setHover] = useState<BoardMarks['hover']>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx || size === 0) return;
    const dpr = window.devicePixelRatio || 1;
    const pixels = Math.round(size * dpr);
    if (el.width !== pixels) {
      el.width = pixels;
      el.height = pixels;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const frame = requestAnimationFrame(() =>
      drawOmokBoard(ctx, board, size, { last, winning, hover: toPlace ? hover : null }),
    );
    return () => cancelAnimationFrame(frame);
  }, [board, last, winning, hover, toPlace, size]);

  const pointOfEvent = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return pointAt(rect.width, e.clientX - rect.left, e.clientY - rect.top);
  };

  const hoverAt = (point: number | null) => {
    if (point === null || !toPlace || board[point] !== 0) {
      setHover(null);
      onForbiddenHover?.(null);
      return;
    }
    const why = toPlace === BLACK ? forbiddenFor(board, point) : null;
    setHover({ point, stone: toPlace, forbidden: why !== null });
    onForbiddenHover?.(why);
  };

  return (
    <Box
      position="relative"
      // Square by CSS, and no taller than the screen below the header and controls on a desktop.
      w={{ base: 'full', md: 'min(100%, max(22rem, calc(100dvh - 14rem)))' }}
      mx="auto"
      aspectRatio="1 / 1"
      borderRadius="l2"
      overflow="hidden"
      boxShadow="md"
    >
      <canvas
        ref={canvas}
        data-testid={testId}
        data-moves={moves}
        aria-label={label}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'manipulation' }}
        onPointerMove={(e) => {
          if (e.pointerType === 'mouse') hoverAt(pointOfEvent(e));
        }}
        onPointerLeave={() => hoverAt(null)}
        onPointerUp={(e) => {
          const point = pointOfEvent(e);
          if (point === null || !toPlace) return;
          if (e.pointerType !== 'mouse') hoverAt(point);
          onPlay(point);
        }}
      />
    </Box>
  );
}
