import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { GameMatch } from '../../../contract/game-match';
import { useSecondsLeft } from './clock';
import { matchApi } from './match-api';
import { resultText, seatNames } from './result-text';

/**
 * The room's frame above its board: the players (black, white) with the one to move in bold, the
 * spectators, the state of play with the move clock, and 기권 / 목록으로.
 */
export function MatchBar({
  match,
  seat,
  myTurn,
  yourTurnText,
  onKeep,
  onLeave,
}: {
  match: GameMatch;
  seat: 0 | 1 | null;
  myTurn: boolean;
  /** What the player to move is told (the game's own hint). */
  yourTurnText: string;
  onKeep(match: GameMatch): void;
  onLeave(): void;
}) {
  const seconds = useSecondsLeft(match.deadline);
  const status =
    match.status === 'waiting'
      ? '상대를 기다리고 있어요. 다른 회원이 목록에서 참가하면 시작해요.'
      : match.status === 'finished'
        ? resultText(match)
        : myTurn && seat !== null
          ? `내 차례예요 (${seatNames[seat]}). ${yourTurnText}`.trim()
          : `${seatNames[match.turn ?? 0]} ${match.players[match.turn ?? 0]?.nickname ?? ''} 차례예요.`;

  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        {match.players.map((p, i) => (
          <HStack key={seatNames[i]} gap="1.5">
            <Box
              aria-label={seatNames[i]}
              role="img"
              boxSize="3.5"
              borderRadius="full"
              borderWidth="1px"
              borderColor="gray.500"
              bg={i === 0 ? 'black' : 'white'}
            />
            <Text fontWeight={match.turn === i ? 'bold' : 'normal'}>{p?.nickname ?? '빈자리'}</Text>
          </HStack>
        ))}
        <Text fontSize="sm" color="fg.muted" ms={{ md: 'auto' }}>
          관전 {match.spectators.length}명 · 한 수 {match.moveSeconds}초
        </Text>
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <Text
          fontWeight="semibold"
          data-testid={`${match.kind}-match-status`}
          data-result={match.result?.end ?? ''}
          flex={{ base: '1 1 100%', md: '1' }}
        >
          {status}
        </Text>
        {seconds !== null && (
          <Badge size="lg" colorPalette={seconds <= 10 ? 'red' : 'gray'} fontVariantNumeric="tabular-nums">
            남은 시간 {seconds}초
          </Badge>
        )}
        <HStack gap="2">
          {seat !== null && match.status === 'playing' && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void matchApi.resign(match.id).then(onKeep)}
            >
              기권
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onLeave}>
            {match.status === 'waiting' && seat === 0 ? '방 닫기' : '목록으로'}
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
