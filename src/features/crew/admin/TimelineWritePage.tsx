import { Box } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { TimelineEntry } from '../../../contract/crew';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { crewApi } from '../crew-api';
import { TimelineForm } from './TimelineForm';

/** The edit route's loader: the entry, kept so the form opens offline too (saving then waits for the network). */
export const loadTimelineEntry = (
  id: string,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<TimelineEntry>> =>
  loadCachedPage({
    key: `admin/crew-timeline/${id}`,
    schema: TimelineEntry,
    cause,
    fetch: (quiet) => crewApi.timelineEntry(id, quiet),
  });

const editRoute = getRouteApi('/admin/crew-timeline/edit/$id');

/** /admin/crew-timeline/write */
export function TimelineWritePage() {
  return (
    <Box>
      <AdminPageHeader
        title="연혁 쓰기"
        description="크루에게 있었던 일을 날짜, 제목, 내용과 사진으로 남깁니다."
      />
      <TimelineForm entry={null} />
    </Box>
  );
}

/** /admin/crew-timeline/edit/{id} */
export function TimelineEditPage() {
  const { data, savedAt, stale } = useCachedPage(editRoute.useLoaderData());
  return (
    <Box>
      <AdminPageHeader title="연혁 수정" description="고친 내용은 회원의 크루 연혁 화면에 바로 나옵니다." />
      {stale && <StaleMark savedAt={savedAt} />}
      <TimelineForm key={data.id} entry={data} />
    </Box>
  );
}
