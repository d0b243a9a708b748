import { Box } from '@chakra-ui/react';
import { ROULETTE_TABLE } from '../../../contract/draw';

const SLOTS = ROULETTE_TABLE.length;
const SLICE = 360 / SLOTS;
const COLORS = ['#64748b', '#7c3aed', '#0d9488', '#2563eb', '#db2777', '#ea580c', '#ca8a04'];

/** The point on the rim at `deg` degrees clockwise from the top. */
const rim = (deg: number, r: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${50 + r * Math.cos(rad)} ${50 + r * Math.sin(rad)}`;
};

/** The turn that brings `slot`'s middle under the pointer after a few full turns past `from`. */
export function turnFor(from: number, slot: number): number {
  const target = 360 - (slot + 0.5) * SLICE;
  const base = from - (from % 360);
  return base + 5 * 360 + target;
}

/**
 * The wheel: one equal slice per prize (the slices are not the odds; the table says those), turned
 * by `rotation` degrees with a slow stop. Reduced motion: it jumps.
 */
export function RouletteWheel({
  rotation,
  instant,
  onStopped,
}: {
  rotation: number;
  /** Reduced motion: no turning, the page shows the result at once. */
  instant: boolean;
  onStopped: () => void;
}) {
  return (
    <Box position="relative" w="full" maxW="320px" mx="auto" aspectRatio="1">
      <Box
        position="absolute"
        top="-2px"
        left="50%"
        transform="translateX(-50%)"
        zIndex="1"
        w="0"
        h="0"
        borderLeft="12px solid transparent"
        borderRight="12px solid transparent"
        borderTop="22px solid"
        borderTopColor="fg"
        aria-hidden
      />
      <svg
        viewBox="0 0 100 100"
        width="100%"
        height="100%"
        role="img"
        aria-label="룰렛 원판"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: instant ? 'none' : 'transform 3.2s cubic-bezier(0.15, 0.85, 0.25, 1)',
        }}
        onTransitionEnd={onStopped}
        data-testid="roulette-wheel"
      >
        {ROULETTE_TABLE.map((slot, i) => {
          const mid = (i + 0.5) * SLICE;
          const [x, y] = rim(mid, 33).split(' ');
          return (
            <g key={slot.label}>
              <path
                d={`M50 50 L${rim(i * SLICE, 48)} A48 48 0 0 1 ${rim((i + 1) * SLICE, 48)} Z`}
                fill={COLORS[i % COLORS.length]}
                stroke="white"
                strokeWidth="0.6"
              />
              <text
                x={x}
                y={y}
                fill="white"
                style={{ fontSize: '5.5px', fontWeight: 700 }}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${mid} ${x} ${y})`}
              >
                {slot.label}
              </text>
            </g>
          );
        })}
        <circle cx="50" cy="50" r="7" fill="white" stroke="#334155" strokeWidth="1" />
      </svg>
    </Box>
  );
}
