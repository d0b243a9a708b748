import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { ExcelBoard, ExcelMemberLine } from '../../../contract';
import { formatBalloons } from './balloons';
import { SheetTable, stickyCell } from './SheetTable';

/** ▲2 / ▼1 / – : how the member moved since the rounds before the latest one. */
function RankChange({ line }: { line: ExcelMemberLine }) {
  if (line.previousRank === null) return null;
  const moved = line.previousRank - line.rank;
  if (moved === 0)
    return (
      <Text as="span" fontSize="xs" color="fg.subtle" aria-label="순위 변동 없음">
        –
      </Text>
    );
  return (
    <Text
      as="span"
      fontSize="xs"
      fontWeight="bold"
      color={moved > 0 ? 'red.fg' : 'blue.fg'}
      aria-label={moved > 0 ? `${moved}계단 올라감` : `${-moved}계단 내려감`}
    >
      {moved > 0 ? `▲${moved}` : `▼${-moved}`}
    </Text>
  );
}

function Figure({ label, children, testId }: { label: string; children: string; testId?: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {children}
      </Text>
    </Box>
  );
}

/** The live sheet: members by rank, a column per round, the total; the member column stays put. */
export function ExcelBoardTable({ board }: { board: ExcelBoard }) {
  const running = board.rounds.findLast((r) => r.endedAt === null);
  return (
    <Box>
      <HStack gap="8" mb="3" wrap="wrap">
        <Figure label="총 별풍선" testId="excel-total">
          {formatBalloons(board.total)}
        </Figure>
        <Figure label="라운드">
          {running
            ? `${running.no}라운드 진행 중`
            : board.rounds.length
              ? `${board.rounds.length}라운드 종료`
              : '–'}
        </Figure>
      </HStack>
      <SheetTable label="엑셀 현황판">
        <thead>
          <tr>
            <th>순위</th>
            <Box as="th" {...stickyCell} bg="bg.muted">
              멤버
            </Box>
            {board.rounds.map((r) => (
              <th key={r.id} data-num title={r.title || undefined}>
                {r.no}R
                {r.endedAt === null && (
                  <Badge ms="1" size="xs" colorPalette="red">
                    LIVE
                  </Badge>
                )}
              </th>
            ))}
            <th data-num>합계</th>
          </tr>
        </thead>
        <tbody>
          {[...board.members]
            .sort((a, b) => a.rank - b.rank)
            .map((m) => (
              <tr key={m.id} data-testid="excel-row">
                <td>
                  <HStack gap="1.5">
                    <Text fontWeight="bold">{m.rank}</Text>
                    <RankChange line={m} />
                  </HStack>
                </td>
                <Box as="td" {...stickyCell} fontWeight="semibold">
                  {m.nick}
                </Box>
                {m.rounds.map((count, i) => (
                  <td key={board.rounds[i]!.id} data-num>
                    {count.toLocaleString('ko-KR')}
                  </td>
                ))}
                <Box as="td" data-num fontWeight="bold" data-testid="excel-member-total">
                  {m.total.toLocaleString('ko-KR')}
                </Box>
              </tr>
            ))}
        </tbody>
      </SheetTable>
      {board.members.length === 0 && (
        <Text color="fg.muted" mt="2">
          아직 멤버가 없어요.
        </Text>
      )}
    </Box>
  );
}
