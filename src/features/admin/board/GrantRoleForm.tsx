import { Button, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../app';
import type { AdminBoard, UserTableRow } from '../../../contract';
import { userTableApi } from '../user/user-table-api';
import { boardAdminApi } from './board-admin-api';

const SHOWN = 5;

interface GrantRoleFormProps {
  boards: readonly AdminBoard[];
  onGranted: () => void;
}

/** Finds members by nickname (the server's user table) and makes one a board's admin. */
export function GrantRoleForm({ boards, onGranted }: GrantRoleFormProps) {
  const live = boards.filter((b) => !b.deleted);
  const [boardId, setBoardId] = useState(live[0]?.id ?? '');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<UserTableRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setBusy(true);
    try {
      const page = await userTableApi.page({
        start: 0,
        length: SHOWN,
        orderColumnName: 'createdAt',
        order: 'desc',
        searchColumns: [{ name: 'nickname', value: query.trim(), operator: 'contains' }],
      });
      setFound(page.data);
    } catch {
      // Alerted by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  const grant = async (member: UserTableRow) => {
    try {
      await boardAdminApi.grantRole(member.uuid, boardId);
    } catch {
      return;
    }
    const name = live.find((b) => b.id === boardId)?.name ?? boardId;
    showToast({ type: 'success', title: `${member.nickname} 님을 '${name}' 게시판 관리자로 지정했습니다.` });
    setFound(null);
    setQuery('');
    onGranted();
  };

  return (
    <Stack gap="2" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px">
      <Flex as="form" onSubmit={search} gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="지정할 게시판"
            value={boardId}
            onChange={(e) => setBoardId(e.target.value)}
          >
            {live.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          size="sm"
          flex="1"
          minW="10rem"
          maxLength={40}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="지정할 회원 닉네임"
          aria-label="지정할 회원 닉네임"
        />
        <Button type="submit" size="sm" loading={busy} disabled={!query.trim() || !boardId}>
          회원 찾기
        </Button>
      </Flex>
      {found?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          찾는 회원이 없습니다.
        </Text>
      )}
      {found && found.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="찾은 회원">
          {found.map((member) => (
            <Flex as="li" key={member.uuid} align="center" gap="2">
              <Text flex="1" minW="0" truncate fontSize="sm">
                {member.nickname}{' '}
                <Text as="span" color="fg.muted">
                  ({member.username})
                </Text>
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => void grant(member)}
                aria-label={`지정: ${member.nickname}`}
              >
                지정
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
