import {
  Box,
  Button,
  Card,
  EmptyState,
  Heading,
  HStack,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useOnline, useSession } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { CLIP_SEQUENCE_TEXT, type VodRequest, VodRequestBoard } from '../../../contract/soop-chat';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { soopVodApi } from '../soop-vod-api';
import { AskMomentDialog } from './AskMomentDialog';
import { RequestCard } from './RequestCard';

/** The route's loader: the public requests and the member's own, kept for reading offline. */
export const loadSoopVodReqPage = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<VodRequestBoard>> =>
  loadCachedPage({ key: 'soop-vod-req', schema: VodRequestBoard, cause, fetch: soopVodApi.board });

const route = getRouteApi('/main/soop-vod-req');

function RequestList({ label, requests, empty }: { label: string; requests: VodRequest[]; empty: string }) {
  return (
    <Stack as="section" gap="2" aria-label={label}>
      <Heading as="h2" size="md">
        {label}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          {requests.length.toLocaleString('ko-KR')}
        </Text>
      </Heading>
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        {requests.length === 0 ? (
          <EmptyState.Root py="8">
            <EmptyState.Content>
              <EmptyState.Description>{empty}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </Card.Root>
    </Stack>
  );
}

/**
 * `/soop-vod-req`: clip requests. Those made of chat moments are public (the viewers asked in the
 * open chat); a member's own requests are theirs alone, with their status. A visitor reads the
 * public ones and is told that asking needs signing in.
 */
export function SoopVodReqPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const { user } = useSession();
  const [asking, setAsking] = useState(false);

  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h1" size="xl">
          클립 요청
        </Heading>
        {user ? (
          <Button colorPalette="primary" onClick={() => setAsking(true)} disabled={!online}>
            장면 요청하기
          </Button>
        ) : (
          <Button asChild colorPalette="primary" variant="outline">
            <Link to="/login" search={{ pUrl: '/soop-vod-req' }}>
              로그인하고 요청하기
            </Link>
          </Button>
        )}
      </HStack>
      {stale && <StaleMark savedAt={savedAt} />}
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
        <Text fontWeight="semibold">방송 중 명장면, 채팅으로 남겨 주세요</Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          방송을 보다가 클립으로 남기고 싶은 순간에 채팅창에{' '}
          <Text as="span" fontSize="md" whiteSpace="nowrap" aria-label="클립 이모티콘 세 개">
            {CLIP_SEQUENCE_TEXT}
          </Text>{' '}
          를 입력해 주세요. 여러 시청자가 함께 입력한 순간은 운영진이 확인해 클립 요청으로 올려요. 기억나는
          장면을 직접 요청할 수도 있어요.
        </Text>
      </Box>
      {user ? (
        <RequestList label="내 요청" requests={data.myList} empty="아직 요청한 장면이 없어요." />
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="soop-vod-visitor-note">
          장면을 직접 요청하려면 로그인해 주세요. 내가 요청한 장면과 처리 상태도 여기에서 볼 수 있어요.
        </Text>
      )}
      <RequestList
        label="채팅으로 모인 요청"
        requests={data.publicList}
        empty="아직 클립 요청이 없어요. 방송 중에 이모티콘을 입력해 보세요."
      />
      {asking && (
        <AskMomentDialog
          onClose={() => setAsking(false)}
          onSaved={() => {
            setAsking(false);
            void router.invalidate();
          }}
        />
      )}
    </Stack>
  );
}
