import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { type PointHistoryRow, pointReasonNames } from '../../contract';
import { formatPoint } from '../../lib/point-format';
import { formatDateTime } from '../../lib/time';

/** The member's point history, newest first: when (Seoul), why, how much and the balance after. */
export function PointHistoryList({ rows }: { rows: readonly PointHistoryRow[] }) {
  return (
    <Stack
      as="ul"
      gap="0"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      divideY="1px"
    >
      {rows.map((row) => {
        const credit = row.type === 'C';
        return (
          <HStack
            as="li"
            key={row.id}
            justify="space-between"
            gap="3"
            px={{ base: '4', md: '5' }}
            py="3"
            data-testid="point-row"
          >
            <Stack gap="0.5" minW="0">
              <HStack gap="2">
                <Badge size="sm" variant="subtle" colorPalette={credit ? 'teal' : 'gray'}>
                  {pointReasonNames[row.reason]}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(row.createdAt)}
                </Text>
              </HStack>
              {row.memo && (
                <Text fontSize="sm" truncate>
                  {row.memo}
                </Text>
              )}
            </Stack>
            <Stack gap="0" align="end" flexShrink={0}>
              <Text
                fontWeight="semibold"
                color={credit ? 'teal.fg' : 'fg.error'}
                fontVariantNumeric="tabular-nums"
              >
                {credit ? '+' : '−'}
                {formatPoint(row.amount)}
              </Text>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                잔액 {formatPoint(row.balanceAfter)}
              </Text>
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
