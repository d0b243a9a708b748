import { Button, HStack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useOnline, useSession } from '../../../app';
import type { GameKind } from '../../../contract/game-match';
import { MatchLobby } from './MatchLobby';

export interface PlaySearch {
  mode?: 'online';
  match?: string;
}

/**
 * A game's two ways to play: 컴퓨터와 두기 (on the device) or 온라인 대국 (the lobby, or one room
 * when `search.match` names it). The page keeps the choice in its search.
 */
export function PlayModes({
  kind,
  search,
  go,
  vsComputer,
  room,
}: {
  kind: GameKind;
  search: PlaySearch;
  go(search: PlaySearch): void;
  vsComputer: ReactNode;
  room(props: { id: string; userUuid: string | null; onLeave(): void }): ReactNode;
}) {
  const { user } = useSession();
  const online = useOnline();
  const onlineMode = search.mode === 'online' || search.match !== undefined;
  const userUuid = user?.uuid ?? null;

  return (
    <>
      <HStack gap="2" role="group" aria-label="대국 상대">
        <Button
          size="sm"
          variant={onlineMode ? 'outline' : 'solid'}
          aria-pressed={!onlineMode}
          onClick={() => go({})}
        >
          컴퓨터와 두기
        </Button>
        <Button
          size="sm"
          variant={onlineMode ? 'solid' : 'outline'}
          aria-pressed={onlineMode}
          onClick={() => go({ mode: 'online' })}
        >
          온라인 대국
        </Button>
      </HStack>
      {!onlineMode ? (
        vsComputer
      ) : search.match ? (
        // A room named anew is a new room: nothing of the one before stays.
        <Fragment key={search.match}>
          {room({ id: search.match, userUuid, onLeave: () => go({ mode: 'online' }) })}
        </Fragment>
      ) : (
        <MatchLobby kind={kind} userUuid={userUuid} online={online} onEnter={(id) => go({ match: id })} />
      )}
    </>
  );
}
