import { Box, Button, Card, EmptyState, Stack, StackSeparator } from '@chakra-ui/react';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PlusIcon, showConfirm, showToast } from '../../../app';
import { ListChoice, ListToolbar, listOptions } from '../../../app/form/ListControls';
import { ListFilter } from '../../../app/form/ListFilter';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { type TimelineEntry, TimelineList } from '../../../contract/crew';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { crewApi } from '../crew-api';
import { TimelineIcon } from '../menu-icons';
import { TimelineRow } from './TimelineRow';
import { TIMELINE_SORTS, type TimelineSort, visibleEntries } from './timeline-list';

/** The route's loader: every entry, kept for opening offline. */
export const loadAdminTimeline = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<TimelineList>> =>
  loadCachedPage({ key: 'admin/crew-timeline', schema: TimelineList, cause, fetch: crewApi.adminTimeline });

const route = getRouteApi('/admin/crew-timeline');
const SORT_OPTIONS = listOptions(TIMELINE_SORTS);

/** /admin/crew-timeline: the crew's history, found and ordered as the admin types; write, edit, delete. */
export function AdminTimelinePage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TimelineSort>('newest');
  const shown = useMemo(() => visibleEntries(data.entries, query, sort), [data.entries, query, sort]);

  const remove = async (entry: TimelineEntry) => {
    const yes = await showConfirm(`'${entry.title}' 연혁을 삭제할까요?`, {
      title: '연혁 삭제',
      confirmButtonText: '삭제',
      cancelButtonText: '취소',
    });
    if (!yes) return;
    try {
      await crewApi.removeEntry(entry.id);
    } catch {
      return;
    }
    showToast({ type: 'success', title: '연혁을 삭제했습니다.' });
    void router.invalidate();
  };

  return (
    <Box>
      <AdminPageHeader
        title="크루 연혁"
        description="크루가 걸어온 길을 날짜와 사진으로 남깁니다. 회원의 크루 연혁 화면에 최근 날짜부터 나옵니다."
        action={
          <Button asChild colorPalette="primary" flexShrink={0}>
            <Link to="/admin/crew-timeline/write">
              <PlusIcon />
              연혁 쓰기
            </Link>
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        <ListToolbar>
          <ListFilter label="제목, 내용, 날짜로 찾기" value={query} onChange={setQuery} />
          <ListChoice label="정렬" value={sort} options={SORT_OPTIONS} onChange={setSort} />
        </ListToolbar>
        {shown.length === 0 ? (
          <EmptyState.Root py="10">
            <EmptyState.Content>
              <EmptyState.Indicator color="fg.subtle">
                <TimelineIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>{query ? '찾는 연혁이 없습니다' : '아직 연혁이 없습니다'}</EmptyState.Title>
              <EmptyState.Description>
                {query ? '다른 말로 찾아 보세요.' : '연혁 쓰기로 크루의 첫 소식을 남겨 주세요.'}
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="연혁 목록">
            {shown.map((entry) => (
              <TimelineRow key={entry.id} entry={entry} onRemove={() => void remove(entry)} />
            ))}
          </Stack>
        )}
      </Card.Root>
    </Box>
  );
}
