import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { GameMatch } from '../../../contract/game-match';
import {
  BLACK,
  boardOf,
  type Forbidden,
  forbiddenNames,
  moveRefusalNames,
  omokGameOf,
  playOmok,
  WHITE,
  winningLine,
} from '../../../contract/games/omok';
import { isHttpError } from '../../../data/http';
import { useSecondsLeft } from './clock';
import { matchApi } from './match-api';
import { OmokBoardView } from './OmokBoardView';
import { useMatch } from './use-match';

const seatStone = [BLACK, WHITE] as const;
const seatNames = ['흑', '백'] as const;

function resultText(match: GameMatch): string {
  const result = match.result;
  if (!result) return '';
  if (result.end === 'closed') return '대국이 열리기 전에 방이 닫혔어요.';
  if (result.winner === null) return '무승부예요.';
  const winner = match.players[result.winner]?.nickname ?? '';
  const how = { win: '오목 완성', resign: '상대 기권', clock: '상대 시간 초과', draw: '', closed: '' }[
    result.end
  ];
  return `${seatNames[result.winner]} ${winner} 승리 (${how})`;
}

/**
 * One online match: the board as the server has it, the move clock, players and spectators.
 * A player moves on their turn (the server checks it); anyone else watches.
 */
export function OmokMatchRoom({
  id,
  userUuid,
  onLeave,
}: {
  id: string;
  userUuid: string | null;
  onLeave(): void;
}) {
  const { match, missing, keep, reload } = useMatch(id);
  const [notice, setNotice] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState<Forbidden | null>(null);
  const [sending, setSending] = useState(false);
  const seconds = useSecondsLeft(match?.deadline ?? null);

  const seat = match ? match.players.findIndex((p) => p?.userUuid === userUuid) : -1;
  const isPlayer = seat === 0 || seat === 1;
  const moves = match?.board.moves ?? [];
  const board = useMemo(() => boardOf(moves), [moves]);
  const last = moves.at(-1) ?? null;
  const myTurn = match?.status === 'playing' && match.turn === seat && !sending;

  // A member who is not a player is listed as a spectator while the room is open.
  useEffect(() => {
    if (!userUuid || !match || isPlayer || match.status === 'finished') return;
    if (match.spectators.some((s) => s.userUuid === userUuid)) return;
    void matchApi.watch(id).catch(() => undefined);
  }, [id, userUuid, match, isPlayer]);

  if (missing) return <Text color="fg.muted">대국을 찾을 수 없어요.</Text>;
  if (!match) return <Text color="fg.muted">대국을 불러오고 있어요…</Text>;

  async function play(point: number) {
    if (!match || !myTurn) return;
    const check = omokGameOf(match.board.moves);
    const refused = playOmok(check, point);
    if (refused) return setNotice(moveRefusalNames[refused]);
    setNotice(null);
    setSending(true);
    try {
      keep(await matchApi.move(id, point, match.board.moves.length));
    } catch (err) {
      setNotice(isHttpError(err) ? err.message : '수를 보내지 못했어요.');
      reload();
    } finally {
      setSending(false);
    }
  }

  async function leave() {
    if (userUuid && match?.status !== 'playing') await matchApi.leave(id).catch(() => undefined);
    onLeave();
  }

  const status =
    match.status === 'waiting'
      ? '상대를 기다리고 있어요. 다른 회원이 목록에서 참가하면 시작해요.'
      : match.status === 'finished'
        ? resultText(match)
        : myTurn
          ? `내 차례예요 (${seatNames[seat as 0 | 1]}).`
          : `${seatNames[match.turn ?? 0]} ${match.players[match.turn ?? 0]?.nickname ?? ''} 차례예요.`;

  return (
    <Stack gap="3" w="full" data-testid="omok-match" data-status={match.status}>
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
          data-testid="omok-match-status"
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
          {isPlayer && match.status === 'playing' && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void matchApi.resign(id).then(keep)}
            >
              기권
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => void leave()}>
            {match.status === 'waiting' && seat === 0 ? '방 닫기' : '목록으로'}
          </Button>
        </HStack>
      </Flex>
      <OmokBoardView
        board={board}
        moves={moves.length}
        last={last}
        winning={match.result?.end === 'win' && last !== null ? winningLine(board, last) : []}
        toPlace={myTurn ? seatStone[seat as 0 | 1] : null}
        onPlay={(point) => void play(point)}
        onForbiddenHover={setForbidden}
        label={isPlayer ? '오목 판: 내 차례에 돌을 둘 자리를 누르세요' : '오목 판: 관전 중'}
        testId="omok-match-board"
      />
      <Text fontSize="sm" color={notice || forbidden ? 'red.fg' : 'fg.muted'} minH="5" role="status">
        {notice ??
          (forbidden
            ? `${forbiddenNames[forbidden]}: 흑은 여기에 둘 수 없어요.`
            : isPlayer
              ? '수는 서버가 확인해요. 연결이 끊겨도 다시 연결되면 이어서 둘 수 있어요.'
              : '관전 중이에요.')}
      </Text>
    </Stack>
  );
}
