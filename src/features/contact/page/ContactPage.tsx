import { Box, Button, Card, Grid, Heading, Text } from '@chakra-ui/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import type { ContactThread } from '../../../contract';
import { type CachedPage, useCachedPage } from '../../../data/page-cache';
import { ThreadBody } from '../ThreadBody';
import { ContactForm } from './ContactForm';
import { MyThreads } from './MyThreads';

const route = getRouteApi('/main/contact');

/** /contact: send feedback to the admins, and read your own threads and their answers. */
export function ContactPage() {
  const loaded = route.useLoaderData();
  const list = useCachedPage(loaded.list);
  const navigate = useNavigate();
  const { thread: openId } = route.useSearch();

  return (
    <Box maxW="1080px" mx="auto" w="full">
      <Heading as="h1" size="xl" mb="1">
        문의하기
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="5">
        버그, 건의, 계정이나 포인트 문제를 운영진에게 남겨 주세요. 답변이 등록되면 알림으로 알려 드립니다.
      </Text>
      {list.stale && <StaleMark savedAt={list.savedAt} />}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Box order={{ base: openId ? 1 : 0, lg: 0 }}>
          <ContactForm
            onSent={(sent) => {
              showToast({
                type: 'success',
                title: '문의를 보냈습니다.',
                description: '답변이 등록되면 알림으로 알려 드릴게요.',
              });
              void navigate({ to: '/contact', search: { thread: sent.id } });
            }}
          />
        </Box>
        <Box order={{ base: openId ? 0 : 1, lg: 0 }}>
          {loaded.thread ? <OpenThread page={loaded.thread} /> : <MyThreads threads={list.data.data} />}
        </Box>
      </Grid>
    </Box>
  );
}

/** The thread the address names, with the way back to the list. */
function OpenThread({ page }: { page: CachedPage<ContactThread> }) {
  const { data, savedAt, stale } = useCachedPage(page);
  return (
    <Card.Root variant="outline" borderRadius="l3">
      <Card.Body gap="4">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <Link to="/contact">← 내 문의 목록</Link>
        </Button>
        {stale && <StaleMark savedAt={savedAt} />}
        <ThreadBody thread={data} />
      </Card.Body>
    </Card.Root>
  );
}

/** The route's loader, loaded with the page. */
export { loadContactPage } from '../load-pages';
