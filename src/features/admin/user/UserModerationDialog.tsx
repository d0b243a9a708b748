import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showConfirm, showToast, useSession } from '../../../app';
import type { UserModeration, UserTableRow } from '../../../contract';
import { useBoards } from '../../../data/live-query';
import { moderationApi } from './moderation-api';
import type { ModerationChange } from './moderation-change';
import { PointSection } from './PointSection';
import { RightIconSection } from './RightIconSection';

interface Props {
  user: UserTableRow;
  onClose(): void;
}

/**
 * Staff manage one member: points (through the ledger, within their cap, with a reason), the right icons (admins
 * only), a board's admin role, and the write ban by account or by SOOP id. Every change asks
 * first; the server decides who may.
 */
export function UserModerationDialog({ user, onClose }: Props) {
  const admin = useSession().user?.roles.includes('ADMIN') ?? false;
  const [state, setState] = useState<UserModeration | null>(null);
  const [busy, setBusy] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // A member who cannot be read (gone, or no right) closes the dialog; the HTTP layer said why.
  const reload = useCallback(
    () =>
      moderationApi
        .read(user.uuid)
        .then(setState)
        .catch(() => closeRef.current()),
    [user.uuid],
  );
  useEffect(() => void reload(), [reload]);

  /** Asks, runs, says it worked and reads the member again; a refusal was alerted by the HTTP layer. */
  const change: ModerationChange = async (question, title, run, done) => {
    if (!(await showConfirm(question, { title, confirmButtonText: '확인', cancelButtonText: '취소' })))
      return false;
    setBusy(true);
    try {
      await run();
      showToast({ type: 'success', title: done });
      await reload();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="520px">
            <Dialog.Header>
              <Dialog.Title>
                {user.nickname}{' '}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  ({user.username})
                </Text>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!state ? (
                <Spinner />
              ) : (
                <Stack gap="5" separator={<Separator />}>
                  <PointSection user={user} point={state.point} busy={busy} change={change} />
                  {admin && <RightIconSection user={user} busy={busy} change={change} />}
                  <BoardRoleSection user={user} state={state} busy={busy} change={change} />
                  <BlacklistSection user={user} state={state} busy={busy} change={change} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface SectionProps {
  user: UserTableRow;
  busy: boolean;
  change: ModerationChange;
}

function BoardRoleSection({ user, state, busy, change }: SectionProps & { state: UserModeration }) {
  const boards = useBoards() ?? [];
  const [boardId, setBoardId] = useState('');
  const held = new Set(state.boardRoleList.map((r) => r.boardId));
  const nameOf = (id: string) => boards.find((b) => b.id === id)?.name ?? id;
  return (
    <Stack gap="2.5">
      <Text fontWeight="semibold">게시판 관리자</Text>
      <HStack gap="2" wrap="wrap">
        {state.boardRoleList.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            맡은 게시판이 없습니다.
          </Text>
        )}
        {state.boardRoleList.map((role) => (
          <Badge key={role.boardId} size="lg" colorPalette="purple" gap="1">
            {nameOf(role.boardId)}
            <Button
              size="2xs"
              variant="plain"
              aria-label={`${nameOf(role.boardId)} 관리자 해제`}
              disabled={busy}
              onClick={() =>
                void change(
                  `${user.nickname}님의 ${nameOf(role.boardId)} 게시판 관리자 권한을 해제할까요?`,
                  '게시판 관리자 해제',
                  () => moderationApi.revokeBoardAdmin(user.uuid, role.boardId),
                  '게시판 관리자 권한을 해제했습니다.',
                )
              }
            >
              ✕
            </Button>
          </Badge>
        ))}
      </HStack>
      <HStack gap="2">
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field
            aria-label="게시판"
            value={boardId}
            onChange={(e) => setBoardId(e.target.value)}
          >
            <option value="">게시판 선택</option>
            {boards
              .filter((b) => !held.has(b.id))
              .map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={!boardId}
          loading={busy}
          onClick={() =>
            void change(
              `${user.nickname}님을 ${nameOf(boardId)} 게시판 관리자로 지정할까요?`,
              '게시판 관리자 지정',
              () => moderationApi.grantBoardAdmin(user.uuid, boardId),
              '게시판 관리자로 지정했습니다.',
            ).then((ok) => ok && setBoardId(''))
          }
        >
          지정
        </Button>
      </HStack>
    </Stack>
  );
}

function BlacklistSection({ user, state, busy, change }: SectionProps & { state: UserModeration }) {
  const [reason, setReason] = useState('');
  const soopId = user.afreecatvUserId;
  return (
    <Stack gap="2.5">
      <HStack justify="space-between">
        <Text fontWeight="semibold">글쓰기 제한</Text>
        {state.blacklisted || state.soopBlacklisted ? (
          <Badge colorPalette="red" data-testid="blacklisted">
            제한 중
          </Badge>
        ) : (
          <Badge colorPalette="green">정상</Badge>
        )}
      </HStack>
      {state.blacklisted ? (
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {state.blacklistReason ? `사유: ${state.blacklistReason}` : '사유 없음'}
          </Text>
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            onClick={() =>
              void change(
                `${user.nickname}님의 글쓰기 제한을 풀까요?`,
                '글쓰기 제한 해제',
                () => moderationApi.setBlacklisted(user.uuid, false, ''),
                '글쓰기 제한을 풀었습니다.',
              )
            }
          >
            제한 해제
          </Button>
        </HStack>
      ) : (
        <HStack gap="2">
          <Input
            size="sm"
            placeholder="사유"
            aria-label="제한 사유"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            onClick={() =>
              void change(
                `${user.nickname}님이 글과 댓글을 쓰지 못하게 할까요?`,
                '글쓰기 제한',
                () => moderationApi.setBlacklisted(user.uuid, true, reason.trim()),
                '글쓰기를 제한했습니다.',
              ).then((ok) => ok && setReason(''))
            }
          >
            제한
          </Button>
        </HStack>
      )}
      {soopId && (
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" color="fg.muted">
            SOOP 아이디 {soopId} {state.soopBlacklisted ? '(차단됨)' : ''}
          </Text>
          <Button
            size="sm"
            variant="outline"
            colorPalette={state.soopBlacklisted ? 'gray' : 'red'}
            loading={busy}
            onClick={() =>
              void change(
                state.soopBlacklisted
                  ? `SOOP 아이디 ${soopId}의 차단을 풀까요?`
                  : `SOOP 아이디 ${soopId}를 차단할까요? 이 아이디와 연결된 회원은 글을 쓸 수 없습니다.`,
                'SOOP 아이디 차단',
                () => moderationApi.setSoopBlacklisted(soopId, !state.soopBlacklisted),
                state.soopBlacklisted ? 'SOOP 아이디 차단을 풀었습니다.' : 'SOOP 아이디를 차단했습니다.',
              )
            }
          >
            {state.soopBlacklisted ? 'SOOP 차단 해제' : 'SOOP 아이디 차단'}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
