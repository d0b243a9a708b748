import { Badge, Button, Card, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { GameKind, GameMatch } from '../../../contract/game-match';
import { matchApi } from './match-api';

const SECONDS = [30, 60, 120] as const;

/** The open rooms of one game: make one, join one waiting for a player, or watch one being played. */
export function MatchLobby({
  kind,
  userUuid,
  online,
  onEnter,
}: {
  kind: GameKind;
  userUuid: string | null;
  online: boolean;
  onEnter(id: string): void;
}) {
  const [matches, setMatches] = useState<GameMatch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [seconds, setSeconds] = useState<number>(60);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    matchApi.list(kind).then(
      (list) => {
        setFailed(false);
        setMatches(list.matches);
      },
      () => setFailed(true),
    );
  }, [kind]);
  useEffect(() => {
    if (!online) return;
    load();
    const timer = setInterval(load, 10_000);
    return () => clearInterval(timer);
  }, [online, load]);

  async function run(action: () => Promise<GameMatch>) {
    setBusy(true);
    try {
      onEnter((await action()).id);
    } catch {
      load();
    } finally {
      setBusy(false);
    }
  }

  if (!online)
    return (
      <Text color="fg.muted">
        온라인 대국은 인터넷 연결이 필요해요. 컴퓨터와 두기는 오프라인에서도 할 수 있어요.
      </Text>
    );

  return (
    <Stack gap="3">
      {userUuid ? (
        <Flex gap="2" align="center" wrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="한 수 시간"
              value={seconds}
              onChange={(e) => setSeconds(Number(e.currentTarget.value))}
            >
              {SECONDS.map((s) => (
                <option key={s} value={s}>
                  한 수 {s}초
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            onClick={() => void run(() => matchApi.open({ kind, moveSeconds: seconds }))}
          >
            대국 방 만들기
          </Button>
          <Button size="sm" variant="ghost" onClick={load}>
            새로고침
          </Button>
        </Flex>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          로그인하면 대국 방을 만들거나 참가할 수 있어요. 진행 중인 대국은 누구나 관전할 수 있어요.
        </Text>
      )}
      {failed && <Text color="red.fg">대국 목록을 불러오지 못했어요.</Text>}
      {matches?.length === 0 && (
        <Text color="fg.muted">열린 대국이 없어요. 방을 만들어 상대를 기다려 보세요.</Text>
      )}
      {matches?.map((m) => {
        const mine = m.players.some((p) => p?.userUuid === userUuid);
        return (
          <Card.Root key={m.id} size="sm" data-testid={`${kind}-room`}>
            <Card.Body>
              <Flex gap="3" align="center" wrap="wrap">
                <Badge colorPalette={m.status === 'waiting' ? 'green' : 'blue'}>
                  {m.status === 'waiting' ? '대기 중' : '대국 중'}
                </Badge>
                <Text flex="1" minW="40">
                  {m.players[0].nickname} {m.players[1] ? `vs ${m.players[1].nickname}` : ''}
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {' '}
                    · 한 수 {m.moveSeconds}초 · 관전 {m.spectators.length}명
                  </Text>
                </Text>
                {mine ? (
                  <Button size="sm" onClick={() => onEnter(m.id)}>
                    돌아가기
                  </Button>
                ) : m.status === 'waiting' && userUuid ? (
                  <Button
                    size="sm"
                    colorPalette="red"
                    disabled={busy}
                    onClick={() => void run(() => matchApi.join(m.id))}
                  >
                    참가
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => onEnter(m.id)}>
                    관전
                  </Button>
                )}
              </Flex>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
