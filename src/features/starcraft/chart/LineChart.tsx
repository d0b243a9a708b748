import { Box, HStack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { linear, niceTicks, stepTicks } from './scale';

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  /** The legend's text (a player's name). */
  label: string;
  /** Any CSS colour; `CHART_COLORS` has a set readable in light and dark mode. */
  color: string;
  /** Points in any order of x; drawn sorted by x. */
  points: readonly ChartPoint[];
}

/** Line colours readable on both the light and the dark background. */
export const CHART_COLORS = [
  '#3b82f6',
  '#ef4444',
  '#10b981',
  '#f59e0b',
  '#a855f7',
  '#ec4899',
  '#14b8a6',
  '#64748b',
];

const PAD = { top: 12, right: 12, bottom: 26, left: 44 };

/**
 * A small SVG line chart, one line per series, with round ticks on both axes and a legend below.
 * It draws at its real width (measured), so text stays legible from 390 px phones up.
 *
 * - `series`: the lines (empty series are skipped; no points at all shows `emptyText`).
 * - `ariaLabel`: what the chart shows, read by screen readers (the chart is one image to them).
 * - `formatX` / `formatY`: tick labels (default: the number as is), e.g. minutes `m:ss` or dates.
 * - `yDomain`: fix the y range (e.g. `[0, undefined]` to start at zero); otherwise the data's range.
 * - `height`: the drawing's height in px (default 220); the width follows the container.
 * - `xTicks` / `yTicks`: roughly how many ticks (default 6 and 4).
 * - `xTickStep`: x ticks at the multiples of this step instead (e.g. 60 for whole minutes).
 */
export function LineChart({
  series,
  ariaLabel,
  formatX = String,
  formatY = String,
  yDomain,
  height = 220,
  xTicks = 6,
  yTicks = 4,
  xTickStep,
  emptyText = '표시할 자료가 없습니다',
}: {
  series: readonly ChartSeries[];
  ariaLabel: string;
  formatX?: (x: number) => string;
  formatY?: (y: number) => string;
  yDomain?: readonly [number | undefined, number | undefined];
  height?: number;
  xTicks?: number;
  yTicks?: number;
  xTickStep?: number;
  emptyText?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const drawn = series.filter((s) => s.points.length > 0);
  return (
    <Box>
      <Box ref={box} w="full" h={`${height}px`}>
        {drawn.length === 0 ? (
          <Box h="full" display="grid" placeItems="center" color="fg.muted" fontSize="sm">
            {emptyText}
          </Box>
        ) : (
          width > 0 && (
            <Plot
              {...{
                series: drawn,
                ariaLabel,
                formatX,
                formatY,
                yDomain,
                height,
                width,
                xTicks,
                yTicks,
                xTickStep,
              }}
            />
          )
        )}
      </Box>
      <HStack gap="4" wrap="wrap" mt="2" fontSize="sm">
        {drawn.map((s) => (
          <HStack key={s.label} gap="1.5">
            <Box w="3" h="3" borderRadius="full" bg={s.color} aria-hidden />
            <Text>{s.label}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}

/** The drawing itself, at a known width. */
function Plot({
  series,
  ariaLabel,
  formatX,
  formatY,
  yDomain,
  height,
  width,
  xTicks,
  yTicks,
  xTickStep,
}: {
  series: readonly ChartSeries[];
  ariaLabel: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  yDomain?: readonly [number | undefined, number | undefined];
  height: number;
  width: number;
  xTicks: number;
  yTicks: number;
  xTickStep?: number;
}) {
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const xTickValues = xTickStep
    ? stepTicks(Math.min(...xs), Math.max(...xs), xTickStep)
    : niceTicks(Math.min(...xs), Math.max(...xs), xTicks);
  const yTickValues = niceTicks(yDomain?.[0] ?? Math.min(...ys), yDomain?.[1] ?? Math.max(...ys), yTicks);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = yTickValues[0] ?? 0;
  const y1 = yTickValues.at(-1) ?? 0;
  const sx = linear(x0, x1, PAD.left, Math.max(PAD.left + 1, width - PAD.right));
  const sy = linear(y0, y1, height - PAD.bottom, PAD.top);
  // The last label would be cut at the right edge if centred: it ends there instead.
  const endsAtEdge = (v: number) => sx(v) > width - PAD.right - 16;
  // Labels closer than this would run into each other on a phone: those are left out.
  const shownXTicks: number[] = [];
  for (const v of xTickValues) {
    const last = shownXTicks.at(-1);
    const gap = endsAtEdge(v) ? 76 : 52;
    if (v >= x0 && v <= x1 && (last === undefined || sx(v) - sx(last) >= gap)) shownXTicks.push(v);
  }

  return (
    <svg width={width} height={height} role="img" aria-label={ariaLabel} style={{ display: 'block' }}>
      <g fontSize="11" fill="currentColor" opacity={0.7}>
        {yTickValues.map((v) => (
          <g key={`y${v}`}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={sy(v)}
              y2={sy(v)}
              stroke="currentColor"
              opacity={0.2}
            />
            <text x={PAD.left - 6} y={sy(v)} dy="0.32em" textAnchor="end">
              {formatY(v)}
            </text>
          </g>
        ))}
        {shownXTicks.map((v) => (
          <text key={`x${v}`} x={sx(v)} y={height - 8} textAnchor={endsAtEdge(v) ? 'end' : 'middle'}>
            {formatX(v)}
          </text>
        ))}
      </g>
      {series.map((s) => (
        <polyline
          key={s.label}
          fill="none"
          stroke={s.color}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          points={[...s.points]
            .sort((a, b) => a.x - b.x)
            .map((p) => `${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`)
            .join(' ')}
        />
      ))}
    </svg>
  );
}
