import { Box, Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import type { ContactSummaryList, ContactThread } from '../../../contract';
import { type CachedPage, useCachedPage } from '../../../data/page-cache';
import { ThreadBody } from '../ThreadBody';
import { ContactForm } from './ContactForm';
import { MyThreads } from './MyThreads';
import { VisitorContactForm } from './VisitorContactForm';

const route = getRouteApi('/main/contact');

/**
 * /contact: send feedback to the admins, and read your own threads and their answers. A visitor
 * sends one with an e-mail to answer to.
 */
export function ContactPage() {
  const loaded = route.useLoaderData();
  return (
    <Box maxW="1080px" mx="auto" w="full">
      <Heading as="h1" size="xl" mb="1">
        문의하기
      </Heading>
      {loaded.list ? <MemberContact list={loaded.list} thread={loaded.thread} /> : <VisitorContact />}
    </Box>
  );
}

function MemberContact({
  list: page,
  thread,
}: {
  list: CachedPage<ContactSummaryList>;
  thread: CachedPage<ContactThread> | null;
}) {
  const list = useCachedPage(page);
  const navigate = useNavigate();
  const { thread: openId } = route.useSearch();

  return (
    <>
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
          {thread ? <OpenThread page={thread} /> : <MyThreads threads={list.data.data} />}
        </Box>
      </Grid>
    </>
  );
}

/** A visitor: the form with a reply address, and what signing in would add. */
function VisitorContact() {
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="5">
        버그, 건의, 계정 문제를 운영진에게 남겨 주세요. 로그인하지 않아도 보낼 수 있고, 답변은 적어 주신
        이메일로 보내 드립니다.
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <VisitorContactForm
          onSent={(replyEmail) =>
            showToast({
              type: 'success',
              title: '문의를 보냈습니다.',
              description: `답변은 ${replyEmail}로 보내 드릴게요.`,
            })
          }
        />
        <Card.Root variant="outline" borderRadius="l3" data-testid="contact-visitor-note">
          <Card.Body gap="3">
            <Text fontWeight="semibold">회원이라면 로그인해 주세요</Text>
            <Stack gap="1" fontSize="sm" color="fg.muted">
              <Text>
                로그인하고 보내면 이미지를 함께 올릴 수 있고, 보낸 문의와 답변을 이 화면에서 볼 수 있어요.
              </Text>
              <Text>답변이 등록되면 알림으로도 알려 드립니다.</Text>
            </Stack>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <Link to="/login" search={{ pUrl: '/contact' }}>
                로그인
              </Link>
            </Button>
          </Card.Body>
        </Card.Root>
      </Grid>
    </>
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
