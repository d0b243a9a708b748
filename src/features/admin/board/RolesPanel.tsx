import { Button, Card, EmptyState, Flex, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { showConfirm, showToast } from '../../../app';
import { ListFilter } from '../../../app/form/ListFilter';
import type { AdminBoard, BoardRoleHolder } from '../../../contract';
import { filterWords, matchesAny } from '../../../lib/text-match';
import { boardAdminApi } from './board-admin-api';
import { GrantRoleForm } from './GrantRoleForm';

interface RolesPanelProps {
  roles: readonly BoardRoleHolder[];
  boards: readonly AdminBoard[];
  onChanged: () => void;
}

/** Who holds a board's ADMIN role (SPEC section 6), filtered here; grant one by finding the member. */
export function RolesPanel({ roles, boards, onChanged }: RolesPanelProps) {
  const [query, setQuery] = useState('');
  const boardName = (id: string) => boards.find((b) => b.id === id)?.name ?? id;
  const words = filterWords(query);
  const shown = useMemo(
    () =>
      roles.filter((r) =>
        matchesAny(
          [r.nickname, r.username, r.boardId, boards.find((b) => b.id === r.boardId)?.name ?? ''],
          words,
        ),
      ),
    [roles, boards, words],
  );
  const revoke = async (role: BoardRoleHolder) => {
    const name = boardName(role.boardId);
    if (
      !(await showConfirm(`${role.nickname} 님의 '${name}' 게시판 관리자 권한을 해제할까요?`, {
        title: '권한 해제',
        confirmButtonText: '해제',
        cancelButtonText: '취소',
      }))
    )
      return;
    try {
      await boardAdminApi.revokeRole(role.userUuid, role.boardId);
    } catch {
      return;
    }
    showToast({ type: 'success', title: `${role.nickname} 님의 게시판 관리자 권한을 해제했습니다.` });
    onChanged();
  };

  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <GrantRoleForm boards={boards} onGranted={onChanged} />
      <Flex px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px">
        <ListFilter label="닉네임, 아이디, 게시판으로 찾기" value={query} onChange={setQuery} />
      </Flex>
      {shown.length === 0 ? (
        <EmptyState.Root py="10">
          <EmptyState.Content>
            <EmptyState.Title>
              {query ? '찾는 게시판 관리자가 없습니다' : '게시판 관리자가 없습니다'}
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack
          as="ul"
          gap="0"
          separator={<StackSeparator />}
          listStyleType="none"
          aria-label="게시판 관리자 목록"
        >
          {shown.map((role) => (
            <Flex
              as="li"
              key={`${role.userUuid}-${role.boardId}`}
              px={{ base: '4', md: '5' }}
              py="3"
              gap="3"
              align="center"
            >
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {role.nickname}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({role.username})
                  </Text>
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {boardName(role.boardId)} 게시판 관리자
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => void revoke(role)}
                aria-label={`권한 해제: ${role.nickname}`}
              >
                해제
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      <Text fontSize="xs" color="fg.subtle" px={{ base: '4', md: '5' }} py="3" borderTopWidth="1px">
        게시판 관리자는 그 게시판의 글과 댓글을 지울 수 있습니다. 회원 한 명의 권한 전체는{' '}
        <Link to="/admin/user" style={{ textDecoration: 'underline' }}>
          사용자 관리
        </Link>
        에서 봅니다.
      </Text>
    </Card.Root>
  );
}
