import { Card, EmptyState, Flex, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ContactSummary } from '../../../contract';
import { formatDateTime } from '../../../lib/time';
import { ThreadBadges } from '../ThreadBody';

/** The member's own threads, newest first; each opens in the page (`?thread=`). */
export function MyThreads({ threads }: { threads: readonly ContactSummary[] }) {
  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <Flex px="5" py="3" borderBottomWidth="1px" justify="space-between" align="center">
        <Text fontWeight="semibold">내 문의</Text>
        <Text fontSize="sm" color="fg.muted">
          {threads.length}건
        </Text>
      </Flex>
      {threads.length === 0 ? (
        <EmptyState.Root py="10">
          <EmptyState.Content>
            <EmptyState.Title>보낸 문의가 없습니다</EmptyState.Title>
            <EmptyState.Description>보낸 문의와 답변이 여기에 모입니다.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="내 문의 목록">
          {threads.map((thread) => (
            <li key={thread.id}>
              <Link to="/contact" search={{ thread: thread.id }}>
                <Stack gap="1.5" px="5" py="3.5" _hover={{ bg: 'bg.muted' }}>
                  <ThreadBadges thread={thread} />
                  <Text fontWeight="medium" lineClamp={1}>
                    {thread.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(thread.createdAt)} 접수
                    {thread.answeredAt && ` · ${formatDateTime(thread.answeredAt)} 답변`}
                  </Text>
                </Stack>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}
