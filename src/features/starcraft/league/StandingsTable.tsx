import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { RaceBadge } from '../race';
import type { Standing } from './standings';

/** A plain table styled here: the theme registers no Chakra table recipe (it would weigh on the first page). */
const tableStyles: SystemStyleObject = {
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'end' },
  '& th': { fontWeight: 'medium', color: 'fg.muted', fontSize: 'xs' },
  '& th:nth-of-type(-n + 2), & td:nth-of-type(-n + 2)': { textAlign: 'start' },
  '& td:first-of-type': { w: '8', fontWeight: 'bold', color: 'fg.muted' },
  '& .wins': { fontWeight: 'bold' },
  '& .sets': { fontVariantNumeric: 'tabular-nums' },
  '& .player': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
};

/** A group's results table: rank, player, played, won, lost, set difference. */
export function StandingsTable({ rows, name }: { rows: readonly Standing[]; name: string }) {
  return (
    <Box as="table" css={tableStyles} aria-label={`${name} 순위`} data-testid="sc-standings">
      <thead>
        <tr>
          <th>#</th>
          <th>선수</th>
          <th>경기</th>
          <th>승</th>
          <th>패</th>
          <th>세트</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.player.id} data-testid="sc-standing-row">
            <td>{i + 1}</td>
            <td>
              <span className="player">
                <RaceBadge race={r.player.race} />
                {r.player.name}
              </span>
            </td>
            <td>{r.played}</td>
            <td className="wins" data-testid="sc-standing-wins">
              {r.wins}
            </td>
            <td>{r.losses}</td>
            <td className="sets">
              {r.setsWon}:{r.setsLost}
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
