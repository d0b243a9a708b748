import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChatLine, ChatMoment, VodRequest } from '../../../contract/soop-chat';
import { formatDateTime, toSeoul } from '../../../lib/time';
import { StatusBadge } from '../page/RequestCard';

function Line({ line }: { line: ChatLine }) {
  return (
    <HStack
      as="li"
      gap="2"
      align="baseline"
      px="2"
      py="0.5"
      borderRadius="l1"
      bg={line.mark ? 'primary.subtle' : undefined}
      fontWeight={line.mark ? 'semibold' : undefined}
      data-mark={line.mark || undefined}
    >
      <Text as="span" fontSize="xs" color="fg.subtle" fontVariantNumeric="tabular-nums" flexShrink={0}>
        {toSeoul(line.at).format('HH:mm:ss')}
      </Text>
      <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0} maxW="7rem" truncate>
        {line.userNick}
      </Text>
      <Text as="span" fontSize="sm" minW="0" wordBreak="break-word">
        {line.message}
      </Text>
    </HStack>
  );
}

/** A moment: where and when, how many viewers marked it, the chat around it, and its request. */
export function MomentCard({
  moment,
  request,
  onRequest,
}: {
  moment: ChatMoment;
  request: VodRequest | undefined;
  onRequest: () => void;
}) {
  const lines = [...moment.before, ...moment.during, ...moment.after];
  return (
    <Stack
      as="li"
      gap="3"
      px={{ base: '4', md: '5' }}
      py="4"
      data-testid="chat-moment"
      aria-label={`${moment.stationNick} ${formatDateTime(moment.startAt)}`}
    >
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <Box minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{moment.stationNick}</Text>
            <Badge variant="solid" colorPalette="primary">
              {moment.viewerCount.toLocaleString('ko-KR')}명 표시
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(moment.startAt)}
            {moment.broadTitle && ` · ${moment.broadTitle}`}
          </Text>
        </Box>
        {request ? (
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted">
              클립 요청
            </Text>
            <StatusBadge status={request.status} />
          </HStack>
        ) : (
          <Button size="sm" colorPalette="primary" variant="outline" onClick={onRequest}>
            클립 요청 만들기
          </Button>
        )}
      </HStack>
      <Stack
        as="ol"
        gap="0"
        listStyleType="none"
        borderWidth="1px"
        borderRadius="l2"
        py="1.5"
        px="1"
        maxH="15rem"
        overflowY="auto"
        aria-label="주변 채팅"
      >
        {lines.map((line) => (
          <Line key={line.chatNo} line={line} />
        ))}
      </Stack>
    </Stack>
  );
}
