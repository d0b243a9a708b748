import { Badge, Box, Button, Card, EmptyState, Stack, StackSeparator, Tabs } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ServiceNote } from '../../../app';
import {
  ListCheck,
  ListChoice,
  type ListOption,
  ListToolbar,
  listOptions,
} from '../../../app/form/ListControls';
import { ListFilter } from '../../../app/form/ListFilter';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import {
  type ChatMoment,
  SoopChatAdminOverview,
  VOD_REQUEST_STATUSES,
  VOD_STATUS_LABELS,
  type VodRequest,
} from '../../../contract/soop-chat';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { RequestCard } from '../page/RequestCard';
import { soopVodApi } from '../soop-vod-api';
import {
  MOMENT_SORTS,
  type MomentSort,
  type StatusFilter,
  visibleMoments,
  visibleRequests,
} from './chat-lists';
import { MomentCard } from './MomentCard';
import { MomentRequestDialog } from './MomentRequestDialog';
import { PopupEndForm } from './PopupEndForm';
import { StatusDialog } from './StatusDialog';

/** The route's loader, through the page cache: opens offline from the account's last answer, marked stale. */
export const loadAdminSoopChat = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<SoopChatAdminOverview>> =>
  loadCachedPage({
    key: 'admin/soop-chat',
    schema: SoopChatAdminOverview,
    cause,
    fetch: soopVodApi.overview,
  });

const route = getRouteApi('/admin/soop-chat');
const MOMENT_SORT_OPTIONS = listOptions(MOMENT_SORTS);
const STATUS_OPTIONS: ListOption<StatusFilter>[] = [
  { value: 'ALL', label: '모든 상태' },
  ...VOD_REQUEST_STATUSES.map((value) => ({ value, label: VOD_STATUS_LABELS[value] })),
];

function Empty({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState.Root py="10">
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function MomentsPanel({
  moments,
  requests,
  onRequest,
}: {
  moments: readonly ChatMoment[];
  requests: ReadonlyMap<string, VodRequest>;
  onRequest: (moment: ChatMoment) => void;
}) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MomentSort>('newest');
  const [onlyOpen, setOnlyOpen] = useState(false);
  const shown = useMemo(
    () => visibleMoments(moments, query, sort, onlyOpen),
    [moments, query, sort, onlyOpen],
  );
  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <ListToolbar>
        <ListFilter label="방송국, 방송 제목, 채팅으로 찾기" value={query} onChange={setQuery} />
        <ListChoice label="정렬" value={sort} options={MOMENT_SORT_OPTIONS} onChange={setSort} />
        <ListCheck label="요청 안 만든 것만" checked={onlyOpen} onChange={setOnlyOpen} />
      </ListToolbar>
      {shown.length === 0 ? (
        query || onlyOpen ? (
          <Empty title="찾는 모먼트가 없습니다" description="다른 말로 찾아 보세요." />
        ) : (
          <Empty
            title="아직 모먼트가 없습니다"
            description="방송 중 시청자 여럿이 이모티콘을 입력하면 여기에 모입니다."
          />
        )
      ) : (
        <Stack
          as="ul"
          gap="0"
          separator={<StackSeparator />}
          listStyleType="none"
          aria-label="채팅 모먼트 목록"
        >
          {shown.map((moment) => (
            <MomentCard
              key={moment.id}
              moment={moment}
              request={moment.requestId ? requests.get(moment.requestId) : undefined}
              onRequest={() => onRequest(moment)}
            />
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}

function RequestsPanel({
  requests,
  onStatus,
}: {
  requests: readonly VodRequest[];
  onStatus: (r: VodRequest) => void;
}) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const shown = useMemo(() => visibleRequests(requests, query, status), [requests, query, status]);
  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <ListToolbar>
        <ListFilter label="제목, 설명, 방송국, 요청한 회원으로 찾기" value={query} onChange={setQuery} />
        <ListChoice label="상태" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </ListToolbar>
      {shown.length === 0 ? (
        <Empty
          title={query || status !== 'ALL' ? '찾는 요청이 없습니다' : '아직 클립 요청이 없습니다'}
          description={
            query || status !== 'ALL'
              ? '다른 조건으로 찾아 보세요.'
              : '모먼트에서 요청을 만들거나 회원이 요청하면 여기에 보입니다.'
          }
        />
      ) : (
        <Stack
          as="ul"
          gap="0"
          separator={<StackSeparator />}
          listStyleType="none"
          aria-label="클립 요청 목록"
        >
          {shown.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              action={
                <Box>
                  <Button size="xs" variant="outline" colorPalette="gray" onClick={() => onStatus(request)}>
                    상태 바꾸기
                  </Button>
                </Box>
              }
            />
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}

/** `/admin/soop-chat`: the moments viewers marked in chat, the clip requests, and the popup's period. */
export function AdminSoopChatPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [requesting, setRequesting] = useState<ChatMoment | null>(null);
  const [changing, setChanging] = useState<VodRequest | null>(null);
  const requests = useMemo(() => new Map(data.requestList.map((r) => [r.id, r])), [data.requestList]);
  const waiting = data.requestList.filter(
    (r) => r.status === 'RECEIVED' || r.status === 'IN_PROGRESS',
  ).length;
  const reload = () => void router.invalidate();

  return (
    <Box>
      <AdminPageHeader
        title="채팅 모먼트"
        description="방송 중 시청자 여럿이 이모티콘을 입력한 순간과 그 주변 채팅입니다. 클립 요청으로 만들고 진행 상황을 알려 주세요."
      />
      <ServiceNote service="soopChat" />
      {stale && <StaleMark savedAt={savedAt} />}
      <PopupEndForm key={data.popup.endsAt ?? 'off'} popup={data.popup} onSaved={reload} />
      <Tabs.Root defaultValue="moments" variant="line" lazyMount size={{ base: 'sm', md: 'md' }}>
        <Tabs.List mb="4" overflowX="auto">
          <Tabs.Trigger whiteSpace="nowrap" value="moments">
            모먼트 <Badge size="sm">{data.momentList.length}</Badge>
          </Tabs.Trigger>
          <Tabs.Trigger whiteSpace="nowrap" value="requests">
            클립 요청 <Badge size="sm">{waiting}</Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="moments" pt="0">
          <MomentsPanel moments={data.momentList} requests={requests} onRequest={setRequesting} />
        </Tabs.Content>
        <Tabs.Content value="requests" pt="0">
          <RequestsPanel requests={data.requestList} onStatus={setChanging} />
        </Tabs.Content>
      </Tabs.Root>
      {requesting && (
        <MomentRequestDialog
          moment={requesting}
          onClose={() => setRequesting(null)}
          onSaved={() => {
            setRequesting(null);
            reload();
          }}
        />
      )}
      {changing && (
        <StatusDialog
          request={changing}
          onClose={() => setChanging(null)}
          onSaved={() => {
            setChanging(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}
