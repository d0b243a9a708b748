import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lotteryStatusNames, type MyLotteryEntry } from '../../../contract';
import { formatDateTime } from '../../../lib/time';

/** The signed-in member's entries, newest first, with whether each won once drawn. */
export function MyEntries({ entries }: { entries: MyLotteryEntry[] }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="lottery-mine">
      <Heading as="h2" size="md" id="lottery-mine">
        내 응모
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">아직 응모한 복권이 없어요.</Text>
      ) : (
        <Stack gap="2" data-testid="my-lottery-entries">
          {entries.map((entry) => (
            <HStack
              key={entry.lotteryId}
              borderWidth="1px"
              borderRadius="l2"
              bg="bg.panel"
              p="3"
              justify="space-between"
              gap="3"
              flexWrap="wrap"
            >
              <Stack gap="0">
                <Text fontWeight="semibold">{entry.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {entry.prize} · 응모 {formatDateTime(entry.enteredAt)}
                </Text>
              </Stack>
              {entry.status === 'DRAWN' ? (
                <Badge colorPalette={entry.won ? 'green' : 'gray'}>{entry.won ? '당첨' : '미당첨'}</Badge>
              ) : (
                <Badge colorPalette="purple" variant="subtle">
                  {lotteryStatusNames[entry.status]}
                </Badge>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
