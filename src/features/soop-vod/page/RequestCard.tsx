import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { VOD_STATUS_LABELS, type VodRequest, type VodRequestStatus } from '../../../contract/soop-chat';
import { formatDateTime } from '../../../lib/time';

const STATUS_PALETTES: Record<VodRequestStatus, string> = {
  RECEIVED: 'blue',
  IN_PROGRESS: 'orange',
  DONE: 'green',
  REJECTED: 'red',
};

export function StatusBadge({ status }: { status: VodRequestStatus }) {
  return (
    <Badge variant="subtle" colorPalette={STATUS_PALETTES[status]} flexShrink={0}>
      {VOD_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One clip request: what and when, its status, and the clip or the reason it was turned down. */
export function RequestCard({ request, action }: { request: VodRequest; action?: ReactNode }) {
  return (
    <Stack
      as="li"
      gap="1.5"
      px={{ base: '4', md: '5' }}
      py="3"
      data-testid="vod-request"
      aria-label={request.title}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold" lineClamp={2}>
            {request.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {request.stationNick} · {formatDateTime(request.momentAt)}
            {request.source === 'MOMENT' ? '' : ' 무렵'}
            {request.viewerCount !== null &&
              ` · 시청자 ${request.viewerCount.toLocaleString('ko-KR')}명이 표시`}
            {request.requesterNick !== null && ` · 요청 ${request.requesterNick}`}
          </Text>
        </Box>
        <StatusBadge status={request.status} />
      </HStack>
      {request.description && (
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {request.description}
        </Text>
      )}
      {request.status === 'DONE' && request.clipUrl && (
        <Link
          href={request.clipUrl}
          target="_blank"
          rel="noopener noreferrer"
          color="primary.fg"
          fontSize="sm"
        >
          클립 보러 가기 ↗
        </Link>
      )}
      {request.status === 'REJECTED' && request.rejectReason && (
        <Text fontSize="sm" color="fg.error">
          반려 사유: {request.rejectReason}
        </Text>
      )}
      {action}
    </Stack>
  );
}
