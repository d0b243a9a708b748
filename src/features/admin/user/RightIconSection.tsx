import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { type RightCode, rightNames, type UserTableRow } from '../../../contract';
import { RightIcon } from '../../rank/RightIcon';
import { moderationApi } from './moderation-api';
import type { ModerationChange } from './moderation-change';

const CODES: readonly RightCode[] = ['P_S', 'P_B'];

interface Props {
  user: UserTableRow;
  busy: boolean;
  change: ModerationChange;
}

/**
 * An admin grants or takes back the right icons beside a member's name (SPEC section 3: P_S the
 * crown, P_B the poop), each after a confirmation. The server refuses anyone but an admin.
 */
export function RightIconSection({ user, busy, change }: Props) {
  const [rights, setRights] = useState<readonly RightCode[] | null>(null);
  useEffect(() => {
    void moderationApi.readRights(user.uuid).then(setRights, () => setRights([]));
  }, [user.uuid]);

  const toggle = (code: RightCode, granted: boolean) => {
    const name = rightNames[code];
    return change(
      granted
        ? `${user.nickname}님의 이름 옆에 ${name} 아이콘을 달까요?`
        : `${user.nickname}님의 ${name} 아이콘을 뗄까요?`,
      granted ? '아이콘 부여' : '아이콘 회수',
      async () => setRights(await moderationApi.setRightIcon({ userUuid: user.uuid, code, granted })),
      granted ? `${name} 아이콘을 달았습니다.` : `${name} 아이콘을 뗐습니다.`,
    );
  };

  return (
    <Stack gap="2.5">
      <Text fontWeight="semibold">아이콘</Text>
      {!rights ? (
        <Spinner size="sm" />
      ) : (
        <HStack gap="2" wrap="wrap">
          {CODES.map((code) => {
            const held = rights.includes(code);
            return (
              <Button
                key={code}
                size="sm"
                variant={held ? 'solid' : 'outline'}
                colorPalette={held ? 'purple' : 'gray'}
                aria-pressed={held}
                loading={busy}
                onClick={() => void toggle(code, !held)}
              >
                <RightIcon code={code} />
                {rightNames[code]} {held ? '떼기' : '달기'}
              </Button>
            );
          })}
        </HStack>
      )}
    </Stack>
  );
}
