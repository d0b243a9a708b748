import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { showConfirm, showToast, useSession } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { MANAGER_OR_HIGHER } from '../../../contract';
import { KartBoard, type KartRecord, type KartTier } from '../../../contract/kartrider';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { kartApi } from '../kart-api';
import { RecordDialog } from './RecordDialog';
import { RecordList } from './RecordList';
import { TierDialog } from './TierDialog';
import { TierList } from './TierList';

/** The route's loader: the tiers and records, kept for reading offline. */
export const loadKartBoard = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<KartBoard>> =>
  loadCachedPage({ key: 'kartrider/tier', schema: KartBoard, cause, fetch: kartApi.board });

const route = getRouteApi('/main/kartrider/tier');

function SectionHeader({ title, action }: { title: string; action?: React.ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap="3" mb="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {action}
    </Flex>
  );
}

/** `/kartrider/tier`: the crew's tier list and track records; admins and managers edit both here. */
export function KartTierPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const { user } = useSession();
  const staff = !!user?.roles.some((role) => MANAGER_OR_HIGHER.includes(role));
  /** undefined: closed; null: adding. */
  const [tier, setTier] = useState<KartTier | null | undefined>(undefined);
  const [record, setRecord] = useState<KartRecord | null | undefined>(undefined);
  const saved = () => {
    setTier(undefined);
    setRecord(undefined);
    void router.invalidate();
  };

  const removeRecord = async (r: KartRecord) => {
    const question = `${r.track} 기록을 삭제할까요?`;
    if (
      !(await showConfirm(question, {
        title: '기록 삭제',
        confirmButtonText: '삭제',
        cancelButtonText: '취소',
      }))
    )
      return;
    try {
      await kartApi.removeRecord(r.id);
    } catch {
      return;
    }
    showToast({ type: 'success', title: `${r.track} 기록을 삭제했습니다.` });
    saved();
  };

  const removeTier = async (t: KartTier) => {
    const question = `${t.name} 티어를 삭제할까요?`;
    if (
      !(await showConfirm(question, {
        title: '티어 삭제',
        confirmButtonText: '삭제',
        cancelButtonText: '취소',
      }))
    )
      return;
    try {
      await kartApi.removeTier(t.id);
    } catch {
      return;
    }
    showToast({ type: 'success', title: `${t.name} 티어를 삭제했습니다.` });
    saved();
  };

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Box>
        <Heading as="h1" size="xl">
          카트라이더 티어
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          씨나인 크루의 카트라이더 실력표와 트랙별 최고 기록이에요.
        </Text>
      </Box>
      {stale && <StaleMark savedAt={savedAt} />}
      <Box as="section" aria-label="티어표">
        <SectionHeader
          title="티어표"
          action={
            staff && (
              <Button size="sm" colorPalette="primary" onClick={() => setTier(null)}>
                티어 추가
              </Button>
            )
          }
        />
        <TierList tiers={data.tiers} onEdit={staff ? setTier : undefined} />
      </Box>
      <Box as="section" aria-label="트랙 기록">
        <SectionHeader
          title="트랙 기록"
          action={
            staff && (
              <Button size="sm" colorPalette="primary" onClick={() => setRecord(null)}>
                기록 추가
              </Button>
            )
          }
        />
        <RecordList
          records={data.records}
          onEdit={staff ? setRecord : undefined}
          onRemove={staff ? (r) => void removeRecord(r) : undefined}
        />
      </Box>
      {tier !== undefined && (
        <TierDialog
          tier={tier}
          nextSort={data.tiers.length}
          onClose={() => setTier(undefined)}
          onSaved={saved}
          onRemove={tier ? () => void removeTier(tier) : undefined}
        />
      )}
      {record !== undefined && (
        <RecordDialog record={record} onClose={() => setRecord(undefined)} onSaved={saved} />
      )}
    </Stack>
  );
}
