import type { ReactNode } from 'react';
import { useColorMode } from '../../app';
import { type RankTierCode, rankTierInfo } from '../../contract/rank-tiers';

/** Ink is the glyph's colour, `hole` the badge colour showing through it (eyes, pepperoni holes). */
type Glyph = (ink: string, hole: string) => ReactNode;

const GOLD = '#ffd54a';
const BEAK = '#ff9800';

const face = (ink: string, hole: string, cy = 17) => (
  <>
    <circle cx="16" cy={cy} r="8.5" fill={ink} />
    <circle cx="13" cy={cy - 1} r="1.3" fill={hole} />
    <circle cx="19" cy={cy - 1} r="1.3" fill={hole} />
    <path d={`M13 ${cy + 3}q3 2.5 6 0`} stroke={hole} strokeWidth="1.4" fill="none" strokeLinecap="round" />
  </>
);

/** Our own drawings, one per tier (SPEC section 3): a medallion with the tier's emblem. */
const GLYPHS: Record<RankTierCode, Glyph> = {
  TP: (ink, hole) => (
    <>
      <path d="M17 17c4 1 6 5 10 4" stroke={ink} strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <ellipse cx="12.5" cy="14.5" rx="6.5" ry="5.5" fill={ink} />
      <circle cx="10.5" cy="13.5" r="1.3" fill={hole} />
    </>
  ),
  CF: (ink, hole) => (
    <>
      <circle cx="16" cy="12" r="5" fill={ink} />
      <circle cx="14.5" cy="11.5" r="1" fill={hole} />
      <path d="M17.5 12.5l2.5 1-2.5 1z" fill={BEAK} />
      <path d="M7 17l3-2.5 3 2.5 3-2.5 3 2.5 3-2.5 3 2.5v1a9 8 0 0 1-18 0z" fill={ink} />
    </>
  ),
  CI: (ink, hole) => (
    <>
      <circle cx="16" cy="19" r="7.5" fill={ink} />
      <circle cx="16" cy="11" r="5" fill={ink} />
      <circle cx="14.3" cy="10.3" r="1.1" fill={hole} />
      <path d="M16.5 11.5l3.5 1-3.5 1.2z" fill={BEAK} />
    </>
  ),
  MA: (ink, hole) => (
    <>
      {face(ink, hole, 18)}
      <path
        d="M7.5 11.5q2-3.5 4.2 0q2-3.5 4.3 0q2-3.5 4.3 0q2-3.5 4.2 0"
        stroke={ink}
        strokeWidth="2"
        fill="none"
      />
    </>
  ),
  NO: (ink) => (
    <>
      <rect x="10" y="6" width="12" height="11" rx="1.5" fill={ink} />
      <rect x="10" y="13" width="12" height="2.5" fill={GOLD} />
      <rect x="6" y="17" width="20" height="3" rx="1.5" fill={ink} />
      <path d="M9 23h14" stroke={ink} strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  PR: (ink) => (
    <>
      <path d="M7 22l1.5-10 4.5 5 3-8 3 8 4.5-5 1.5 10z" fill={ink} />
      <circle cx="16" cy="17.5" r="2" fill={GOLD} />
    </>
  ),
  QU: (ink) => (
    <>
      <path d="M5.5 21l1-12 5.5 5.5 4-8 4 8 5.5-5.5 1 12z" fill={ink} />
      <rect x="6" y="22" width="20" height="3" rx="1" fill={ink} />
      <circle cx="11" cy="18" r="1.6" fill={GOLD} />
      <circle cx="16" cy="17" r="1.9" fill={GOLD} />
      <circle cx="21" cy="18" r="1.6" fill={GOLD} />
    </>
  ),
  SLU: (ink, hole) => (
    <>
      {face(ink, hole, 18)}
      <path d="M18 10.5l7-4.5 1.5 2.2-7 4.5z" fill={ink} />
      <path d="M8 10.5h8.5" stroke={ink} strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  PIU: (ink, hole) => (
    <>
      <path d="M6 9q10-4 20 0L16 27z" fill={ink} />
      <path d="M6 9q10-4 20 0" stroke={GOLD} strokeWidth="2.2" fill="none" />
      <circle cx="12.5" cy="13" r="1.8" fill={hole} />
      <circle cx="19" cy="14" r="1.6" fill={hole} />
      <circle cx="16" cy="19.5" r="1.5" fill={hole} />
    </>
  ),
  GL: (ink, hole) => (
    <>
      <ellipse cx="16" cy="7" rx="6" ry="1.8" stroke={GOLD} strokeWidth="1.8" fill="none" />
      <circle cx="16" cy="18" r="8.5" fill={ink} />
      <path
        d="M11.5 17q1.5-1.6 3 0M17.5 17q1.5-1.6 3 0"
        stroke={hole}
        strokeWidth="1.4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M13 21q3 2.5 6 0" stroke={hole} strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </>
  ),
  JU: (ink, hole) => (
    <>
      <rect x="8" y="9" width="16" height="14" rx="4" fill={ink} />
      <path d="M12 9v6M16 9v6M20 9v6" stroke={hole} strokeWidth="1.3" />
      <path d="M8 17.5q4-2 8 0" stroke={hole} strokeWidth="1.3" fill="none" />
    </>
  ),
  LO: (ink) => (
    <path d="M16 25.5S6 19.5 6 13a5 5 0 0 1 10-1.5A5 5 0 0 1 26 13c0 6.5-10 12.5-10 12.5z" fill={ink} />
  ),
  CH: (ink) => (
    <>
      <path d="M16 5.5l2.8 6.6 7.2.6-5.5 4.7 1.7 7-6.2-3.8-6.2 3.8 1.7-7L6 12.7l7.2-.6z" fill={ink} />
      <circle cx="16" cy="15" r="2" fill={GOLD} />
    </>
  ),
  CA: (ink) => (
    <>
      <path d="M10 7h12v5a6 6 0 0 1-12 0z" fill={ink} />
      <path d="M10 9H7a3 3 0 0 0 3 5M22 9h3a3 3 0 0 1-3 5" stroke={ink} strokeWidth="1.8" fill="none" />
      <path d="M14.5 18h3v4h-3z" fill={ink} />
      <rect x="10.5" y="22" width="11" height="3" rx="1" fill={ink} />
      <circle cx="16" cy="11" r="1.8" fill={GOLD} />
    </>
  ),
  GA: (ink, hole) => (
    <>
      <circle cx="16" cy="17" r="8.5" fill={ink} />
      <path d="M7 14h18" stroke={hole} strokeWidth="1.6" />
      <rect x="9" y="13.5" width="6" height="4" rx="1.6" fill={hole} />
      <rect x="17" y="13.5" width="6" height="4" rx="1.6" fill={hole} />
      <path d="M14 21.5q2.5 1 5-1" stroke={hole} strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </>
  ),
};

/** The medallion's colour per tier: [light mode, dark mode]. */
const COLOURS: Record<RankTierCode, [string, string]> = {
  TP: ['#5f7a55', '#9cc48f'],
  CF: ['#b8922c', '#f3d27a'],
  CI: ['#d99a00', '#ffd24d'],
  MA: ['#6f6490', '#b9addb'],
  NO: ['#2f5ea8', '#8db4f0'],
  PR: ['#c9528f', '#f3a3cc'],
  QU: ['#9c7a12', '#f0cd5a'],
  SLU: ['#1f8577', '#74d6c7'],
  PIU: ['#c9541c', '#ffa270'],
  GL: ['#2c86b5', '#8fd3f5'],
  JU: ['#b1322a', '#ff8f85'],
  LO: ['#d63c6e', '#ff9bbb'],
  CH: ['#5a3cc4', '#b6a2ff'],
  CA: ['#b37d00', '#ffcf4d'],
  GA: ['#1c1c28', '#e9e4ff'],
};

export interface RankIconProps {
  tier: RankTierCode;
  /** Width and height in px: 16 to 20 beside a name, 64 in the rank modal. */
  size?: number;
}

/**
 * A tier's icon, drawn here as SVG in a light and a dark variant (the light one a coloured
 * medallion with a white emblem, the dark one a dark medallion with the emblem in the tier's
 * colour, so it stands out on either background). Named for screen readers by the tier's name.
 */
export function RankIcon({ tier, size = 18 }: RankIconProps) {
  const { colorMode } = useColorMode();
  const [light, dark] = COLOURS[tier];
  const isDark = colorMode === 'dark';
  const badge = isDark ? '#22212b' : light;
  const ink = isDark ? dark : '#ffffff';
  const name = rankTierInfo(tier).name;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label={`등급 ${name}`}
      data-rank={tier}
      data-variant={colorMode}
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      <title>{name}</title>
      <circle cx="16" cy="16" r="15" fill={badge} stroke={isDark ? dark : light} strokeWidth="1.5" />
      {GLYPHS[tier](ink, badge)}
    </svg>
  );
}
