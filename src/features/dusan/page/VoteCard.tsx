import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useOnline, useSession } from '../../../app';
import type { DusanVote } from '../../../contract';
import { dusanApi } from '../dusan-api';

/** A live vote: a member votes once, the bars move as everyone votes. */
export function VoteCard({ vote }: { vote: DusanVote }) {
  const { user } = useSession();
  const online = useOnline();
  const [mine, setMine] = useState<number | null>(vote.myChoice);
  const total = vote.options.reduce((sum, o) => sum + o.votes, 0);
  const chosen = mine ?? vote.myChoice;
  const canVote = vote.open && user && chosen === null && online;
  const cast = async (choice: number) => {
    try {
      const result = await dusanApi.vote(vote.id, choice);
      setMine(result.myChoice);
    } catch {
      // The HTTP layer has said why.
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel" data-testid="dusan-vote">
      <HStack justify="space-between" gap="2">
        <Text fontWeight="semibold">{vote.question}</Text>
        <Badge colorPalette={vote.open ? 'red' : 'gray'} flexShrink={0}>
          {vote.open ? '투표 중' : '마감'}
        </Badge>
      </HStack>
      {vote.options.map((option, i) => {
        const share = total > 0 ? Math.round((option.votes / total) * 100) : 0;
        return (
          <Box key={option.label} position="relative" borderRadius="l1" overflow="hidden" bg="bg.muted">
            <Box
              position="absolute"
              insetY="0"
              left="0"
              w={`${share}%`}
              bg="blue.subtle"
              transition="width 0.3s"
            />
            <HStack position="relative" justify="space-between" px="3" py="2" gap="2">
              {canVote ? (
                <Button size="xs" variant="outline" onClick={() => void cast(i)}>
                  {option.label}
                </Button>
              ) : (
                <Text fontSize="sm" fontWeight={chosen === i ? 'bold' : 'normal'}>
                  {option.label}
                  {chosen === i ? ' ✓' : ''}
                </Text>
              )}
              <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                {option.votes.toLocaleString('ko-KR')}표 · {share}%
              </Text>
            </HStack>
          </Box>
        );
      })}
      {vote.open && !user && (
        <Text fontSize="xs" color="fg.muted">
          로그인하면 투표할 수 있어요.
        </Text>
      )}
    </Stack>
  );
}
