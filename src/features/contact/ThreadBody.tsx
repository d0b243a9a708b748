import { Badge, Box, Flex, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import {
  type ContactStatus,
  type ContactSummary,
  type ContactThread,
  contactCategoryNames,
  contactSenderName,
  contactStatusNames,
} from '../../contract';
import { formatDateTime } from '../../lib/time';

const STATUS_PALETTE: Record<ContactStatus, string> = { WAITING: 'orange', ANSWERED: 'green' };

/** 답변 대기 / 답변 완료. */
export function StatusBadge({ status }: { status: ContactStatus }) {
  return (
    <Badge variant="subtle" colorPalette={STATUS_PALETTE[status]} flexShrink={0}>
      {contactStatusNames[status]}
    </Badge>
  );
}

/** The category and status badges of a thread. */
export function ThreadBadges({ thread }: { thread: Pick<ContactSummary, 'category' | 'status'> }) {
  return (
    <HStack gap="1.5">
      <Badge variant="outline" colorPalette="gray">
        {contactCategoryNames[thread.category]}
      </Badge>
      <StatusBadge status={thread.status} />
    </HStack>
  );
}

/**
 * A thread as its author and the admins read it: what was asked, the image, and the answer. An
 * admin answering sees the answer form right below, so a thread still waiting shows no answer box.
 */
export function ThreadBody({ thread, forAdmin = false }: { thread: ContactThread; forAdmin?: boolean }) {
  return (
    <Stack gap="4">
      <Stack gap="2">
        <ThreadBadges thread={thread} />
        <Heading as="h2" size="lg" overflowWrap="anywhere">
          {thread.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {forAdmin && `${contactSenderName(thread)} · `}
          {formatDateTime(thread.createdAt)} 접수
        </Text>
        {forAdmin && thread.replyEmail && (
          <Link href={`mailto:${thread.replyEmail}`} fontSize="sm" alignSelf="flex-start">
            {thread.replyEmail}로 답장 쓰기
          </Link>
        )}
      </Stack>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {thread.content}
      </Text>
      {thread.attachment && (
        <Link href={thread.attachment.uri} target="_blank" rel="noopener" alignSelf="flex-start">
          <Image
            src={thread.attachment.uri}
            alt={`첨부 이미지 ${thread.attachment.filename}`}
            maxH="240px"
            maxW="full"
            borderRadius="l2"
            borderWidth="1px"
          />
        </Link>
      )}
      {(thread.answer || !forAdmin) && (
        <Box
          borderRadius="l2"
          borderWidth="1px"
          p="4"
          bg={thread.answer ? 'green.subtle' : 'bg.muted'}
          borderColor={thread.answer ? 'green.muted' : 'border'}
          data-testid="contact-answer"
        >
          <Flex justify="space-between" gap="2" wrap="wrap" mb={thread.answer ? '2' : '0'}>
            <Text fontWeight="semibold" fontSize="sm">
              운영진 답변
            </Text>
            {thread.answeredAt && (
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(thread.answeredAt)}
              </Text>
            )}
          </Flex>
          {thread.answer ? (
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {thread.answer}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              아직 답변을 기다리고 있습니다. 답변이 등록되면 알림으로 알려 드립니다.
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
