import {
  Button,
  Card,
  EmptyState,
  Field,
  Flex,
  Heading,
  Input,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { showConfirm, showToast } from '../../../app';
import { showFormFailure } from '../../../app/form/form-failure';
import { ListFilter } from '../../../app/form/ListFilter';
import type { BlacklistedMember, BlacklistedSoopId } from '../../../contract';
import { filterWords, matchesAny } from '../../../lib/text-match';
import { formatDate } from '../../../lib/time';
import { boardAdminApi } from './board-admin-api';

interface BlacklistPanelProps {
  members: readonly BlacklistedMember[];
  soopIds: readonly BlacklistedSoopId[];
  onChanged: () => void;
}

/** Members and SOOP ids barred from writing: lift either, bar a SOOP id here (a member from 사용자 관리). */
export function BlacklistPanel({ members, soopIds, onChanged }: BlacklistPanelProps) {
  const [query, setQuery] = useState('');
  const words = filterWords(query);
  const shownMembers = useMemo(
    () => members.filter((m) => matchesAny([m.nickname, m.username, m.reason], words)),
    [members, words],
  );
  const shownSoop = useMemo(
    () => soopIds.filter((s) => matchesAny([s.soopUserId, s.reason], words)),
    [soopIds, words],
  );

  const lift = async (who: string, call: () => Promise<unknown>) => {
    if (
      !(await showConfirm(`${who}의 글쓰기 제한을 풀까요?`, {
        title: '제한 해제',
        confirmButtonText: '해제',
        cancelButtonText: '취소',
      }))
    )
      return;
    try {
      await call();
    } catch {
      return;
    }
    showToast({ type: 'success', title: `${who}의 제한을 풀었습니다.` });
    onChanged();
  };

  return (
    <Stack gap="4">
      <Flex>
        <ListFilter label="닉네임, 아이디, 사유로 찾기" value={query} onChange={setQuery} />
      </Flex>
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        <Heading as="h2" size="sm" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px">
          글쓰기 제한 회원 {members.length}명
        </Heading>
        <BarredList
          label="글쓰기 제한 회원 목록"
          empty={query ? '찾는 회원이 없습니다' : '제한된 회원이 없습니다'}
          rows={shownMembers.map((m) => ({
            key: m.userUuid,
            title: `${m.nickname} (${m.username})`,
            detail: m.reason,
            createdAt: m.createdAt,
            onLift: () => void lift(`${m.nickname} 님`, () => boardAdminApi.liftBlacklist(m.userUuid)),
          }))}
        />
        <Text fontSize="xs" color="fg.subtle" px={{ base: '4', md: '5' }} py="3" borderTopWidth="1px">
          회원을 제한하려면 사용자 관리에서 회원을 찾아 제한합니다.
        </Text>
      </Card.Root>
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        <Heading as="h2" size="sm" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px">
          차단된 SOOP 아이디 {soopIds.length}개
        </Heading>
        <SoopBlacklistForm onAdded={onChanged} />
        <BarredList
          label="차단된 SOOP 아이디 목록"
          empty={query ? '찾는 아이디가 없습니다' : '차단된 SOOP 아이디가 없습니다'}
          rows={shownSoop.map((s) => ({
            key: s.soopUserId,
            title: s.soopUserId,
            detail: s.reason,
            createdAt: s.createdAt,
            onLift: () =>
              void lift(s.soopUserId, () => boardAdminApi.setSoopBlacklisted(s.soopUserId, false)),
          }))}
        />
      </Card.Root>
    </Stack>
  );
}

interface BarredRow {
  key: string;
  title: string;
  detail: string;
  createdAt: string;
  onLift: () => void;
}

function BarredList({ label, empty, rows }: { label: string; empty: string; rows: BarredRow[] }) {
  if (rows.length === 0)
    return (
      <EmptyState.Root py="8">
        <EmptyState.Content>
          <EmptyState.Description>{empty}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label={label}>
      {rows.map((row) => (
        <Flex as="li" key={row.key} px={{ base: '4', md: '5' }} py="3" gap="3" align="center">
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {row.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {formatDate(row.createdAt)} · {row.detail || '사유 없음'}
            </Text>
          </Stack>
          <Button size="xs" variant="outline" onClick={row.onLift} aria-label={`제한 해제: ${row.title}`}>
            해제
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}

/** Bars a SOOP id: whoever links it cannot write, and nobody may link it again. */
function SoopBlacklistForm({ onAdded }: { onAdded: () => void }) {
  const [soopId, setSoopId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await boardAdminApi.setSoopBlacklisted(soopId.trim(), true, reason.trim());
      showToast({ type: 'success', title: `${soopId.trim()} 아이디를 차단했습니다.` });
      setSoopId('');
      setReason('');
      onAdded();
    } catch (failure) {
      showFormFailure<{ userIdList: string; reason: string }>(
        failure,
        (_field, { message }) => setError(message),
        ['userIdList', 'reason'],
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex
      as="form"
      onSubmit={submit}
      gap="2"
      px={{ base: '4', md: '5' }}
      py="3"
      borderBottomWidth="1px"
      wrap="wrap"
      align="flex-start"
    >
      <Field.Root invalid={error !== undefined} flex="1" minW="10rem">
        <Input
          size="sm"
          value={soopId}
          onChange={(event) => setSoopId(event.target.value)}
          placeholder="차단할 SOOP 아이디"
          aria-label="차단할 SOOP 아이디"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Input
        size="sm"
        flex="1"
        minW="10rem"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder="사유 (선택)"
        aria-label="차단 사유"
        maxLength={200}
      />
      <Button type="submit" size="sm" colorPalette="red" loading={busy} disabled={!soopId.trim()}>
        차단
      </Button>
    </Flex>
  );
}
