import { Box, Card, EmptyState, Stack, StackSeparator } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ListChoice, ListToolbar } from '../../../app/form/ListControls';
import { ListFilter } from '../../../app/form/ListFilter';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { AdminTableHeader } from '../../../app/layout/AdminTableHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { ContactCategory, ContactStatus, contactCategoryNames, contactStatusNames } from '../../../contract';
import { useCachedPage } from '../../../data/page-cache';
import { CONTACT_COLUMNS, ContactRow } from './ContactRow';
import { CONTACT_SORTS, type ContactFilter, visibleThreads } from './contact-list';

const route = getRouteApi('/admin/contact');
// The answer form (its validation and fields) loads when a thread is first opened, not with the list.
const AnswerDialog = lazy(async () => ({ default: (await import('./AnswerDialog')).AnswerDialog }));

const ALL = { value: 'ALL', label: '전체' } as const;

/** /admin/contact: every member's feedback, filtered and sorted here; open one to answer it. */
export function AdminContactPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [filter, setFilter] = useState<ContactFilter>({
    query: '',
    status: 'ALL',
    category: 'ALL',
    sort: 'waitingFirst',
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const threads = data.data;
  const shown = useMemo(() => visibleThreads(threads, filter), [threads, filter]);
  const open = threads.find((thread) => thread.id === openId) ?? null;
  const set =
    <K extends keyof ContactFilter>(key: K) =>
    (value: ContactFilter[K]) =>
      setFilter((current) => ({ ...current, [key]: value }));
  const waiting = threads.filter((thread) => thread.status === 'WAITING').length;

  return (
    <Box>
      <AdminPageHeader
        title="문의 관리"
        description={`회원이 보낸 문의에 답변합니다. 답변을 등록하면 문의한 회원에게 알림이 갑니다. 답변 대기 ${waiting}건.`}
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        <ListToolbar>
          <ListFilter label="제목, 내용, 작성자로 찾기" value={filter.query} onChange={set('query')} />
          <ListChoice
            label="상태"
            value={filter.status}
            onChange={set('status')}
            options={[
              { ...ALL, label: `상태 전체 (${threads.length})` },
              ...ContactStatus.options.map((status) => ({
                value: status,
                label: `${contactStatusNames[status]} (${threads.filter((t) => t.status === status).length})`,
              })),
            ]}
          />
          <ListChoice
            label="종류"
            value={filter.category}
            onChange={set('category')}
            options={[
              { ...ALL, label: '종류 전체' },
              ...ContactCategory.options.map((category) => ({
                value: category,
                label: contactCategoryNames[category],
              })),
            ]}
          />
          <ListChoice
            label="정렬"
            value={filter.sort}
            onChange={set('sort')}
            options={Object.entries(CONTACT_SORTS).map(([value, label]) => ({
              value: value as ContactFilter['sort'],
              label,
            }))}
          />
        </ListToolbar>
        {shown.length === 0 ? (
          <EmptyState.Root py="10">
            <EmptyState.Content>
              <EmptyState.Title>
                {threads.length ? '찾는 문의가 없습니다' : '받은 문의가 없습니다'}
              </EmptyState.Title>
              <EmptyState.Description>
                {threads.length
                  ? '다른 말이나 조건으로 찾아 보세요.'
                  : '회원이 문의를 보내면 여기에 모입니다.'}
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <AdminTableHeader
              columns={CONTACT_COLUMNS.md}
              labels={['상태', '종류', '제목', '작성자', '접수']}
            />
            <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="문의 목록">
              {shown.map((thread) => (
                <ContactRow key={thread.id} thread={thread} onOpen={() => setOpenId(thread.id)} />
              ))}
            </Stack>
          </>
        )}
      </Card.Root>
      {open && (
        <Suspense>
          <AnswerDialog
            thread={open}
            onClose={() => setOpenId(null)}
            onAnswered={() => {
              setOpenId(null);
              void router.invalidate();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The route's loader, loaded with the page. */
export { loadAdminContacts } from '../load-pages';
