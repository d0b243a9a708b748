import { Box, Button, EmptyState, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ServiceNote, showConfirm, showToast } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { type BnetAccount, BnetBoard } from '../../../contract/bnet';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { useStaff } from '../use-staff';
import { AccountCard } from './AccountCard';
import { AccountDialog } from './AccountDialog';
import { bnetApi } from './bnet-api';

/** The route's loader: the crew's records, kept for reading offline. */
export const loadBnetBoard = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<BnetBoard>> =>
  loadCachedPage({ key: 'starcraft/bnet', schema: BnetBoard, cause, fetch: bnetApi.board });

const route = getRouteApi('/main/starcraft/bnet');

/** `/starcraft/bnet`: each crew account's ladder rank, rating and latest games; admins list the accounts here. */
export function BnetPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const staff = useStaff();
  /** undefined: closed; null: adding. */
  const [editing, setEditing] = useState<BnetAccount | null | undefined>(undefined);
  const reload = () => void router.invalidate();

  const remove = async (account: BnetAccount) => {
    const question = `${account.playerName}의 ${account.toon} 계정을 목록에서 뺄까요?`;
    if (
      !(await showConfirm(question, {
        title: '계정 삭제',
        confirmButtonText: '삭제',
        cancelButtonText: '취소',
      }))
    )
      return;
    try {
      await bnetApi.remove(account.id);
    } catch {
      return;
    }
    showToast({ type: 'success', title: `${account.toon} 계정을 뺐습니다.` });
    reload();
  };

  return (
    <Stack gap="5" maxW="6xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Flex align="flex-end" justify="space-between" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            배틀넷 기록
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            크루 멤버들의 스타크래프트 리마스터 래더 순위, 레이팅과 최근 1:1 경기예요.
          </Text>
        </Box>
        {staff && (
          <Button colorPalette="primary" size="sm" onClick={() => setEditing(null)}>
            계정 추가
          </Button>
        )}
      </Flex>
      <ServiceNote service="bnet" />
      {stale && <StaleMark savedAt={savedAt} />}
      {data.accounts.length === 0 ? (
        <EmptyState.Root py="12">
          <EmptyState.Content>
            <EmptyState.Title>아직 등록된 계정이 없어요</EmptyState.Title>
            <EmptyState.Description>
              관리자가 크루 멤버의 배틀넷 계정을 추가하면 여기에 보여요.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
          {data.accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              onEdit={staff ? () => setEditing(account) : undefined}
              onRemove={staff ? () => void remove(account) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {editing !== undefined && (
        <AccountDialog
          account={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
