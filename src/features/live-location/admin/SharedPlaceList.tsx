import { Button, Card, EmptyState, Flex, Heading, Link, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showConfirm, showToast } from '../../../app';
import { type LiveLocation, liveLocationMapUrl } from '../../../contract';
import { elapsedLabel } from '../../../lib/seoul-clock';
import { formatDateTime } from '../../../lib/time';
import { liveLocationApi } from '../live-location-api';
import type { LiveLocationAdmin } from './load-live-location';

interface SharedPlaceListProps {
  data: LiveLocationAdmin;
  online: boolean;
  onStopped: () => void;
}

/** The places members see now, each with its map and 공유 중지. */
export function SharedPlaceList({ data, online, onStopped }: SharedPlaceListProps) {
  const [stopping, setStopping] = useState<string | null>(null);
  const nickOf = (userId: string) => data.stations.find((s) => s.userId === userId)?.userNick ?? userId;

  const stop = async (location: LiveLocation) => {
    const nick = nickOf(location.userId);
    const question = `${nick} 님의 위치 공유를 멈출까요? 시청자에게 더 이상 보이지 않습니다.`;
    if (!(await showConfirm(question, { confirmButtonText: '공유 중지', cancelButtonText: '취소' }))) return;
    setStopping(location.userId);
    try {
      await liveLocationApi.stop(location.userId);
      showToast({ type: 'success', title: `${nick} 님의 위치 공유를 멈췄습니다.` });
      onStopped();
    } catch {
      // Alerted by the HTTP layer.
    } finally {
      setStopping(null);
    }
  };

  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <Heading as="h2" size="md" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px">
        공유 중인 위치
      </Heading>
      {data.locations.length === 0 ? (
        <EmptyState.Root py="10">
          <EmptyState.Content>
            <EmptyState.Title>공유 중인 위치가 없습니다</EmptyState.Title>
            <EmptyState.Description>공유한 위치는 3시간이 지나면 보이지 않습니다.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack
          as="ul"
          gap="0"
          separator={<StackSeparator />}
          listStyleType="none"
          aria-label="공유 중인 위치"
        >
          {data.locations.map((location) => (
            <Flex
              as="li"
              key={location.userId}
              px={{ base: '4', md: '5' }}
              py="3"
              gap="3"
              align="center"
              wrap="wrap"
              data-testid="shared-place"
            >
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {nickOf(location.userId)} · {location.place || '장소 이름 없음'}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(location.updatedAt)} ({elapsedLabel(location.updatedAt)}) · 오차 약{' '}
                  {Math.round(location.accuracy).toLocaleString('ko-KR')}m
                </Text>
              </Stack>
              <Link
                href={liveLocationMapUrl(location)}
                target="_blank"
                rel="noopener noreferrer"
                fontSize="sm"
              >
                지도 보기
              </Link>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={stopping === location.userId}
                disabled={!online}
                onClick={() => void stop(location)}
              >
                공유 중지
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}
