import { Badge, Box, Button, Card, Flex, Heading, SegmentGroup, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AccountTabs } from '../../app/layout/AccountTabs';
import { useNotifications, useUnreadCount } from '../../data/live-query';
import { CheckAllIcon } from './icons';
import { NotificationList } from './NotificationList';
import { confirmAllNotifications } from './use-open-notification';

type Filter = 'all' | 'unread';

/** /user/me/notification: every notification the account holds, newest first. */
export function NotificationPage() {
  const notifications = useNotifications();
  const unread = useUnreadCount() ?? 0;
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'unread' ? notifications?.filter((n) => !n.confirmed) : notifications;

  return (
    <Box maxW="720px" mx="auto" w="full">
      <AccountTabs />
      <Flex align="flex-end" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Box>
          <Flex align="center" gap="2">
            <Heading as="h1" size="xl">
              알림
            </Heading>
            {unread > 0 && (
              <Badge
                colorPalette="primary"
                variant="solid"
                borderRadius="full"
                data-testid="page-unread-count"
              >
                {unread}
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {unread > 0 ? `읽지 않은 알림이 ${unread}개 있습니다.` : '모든 알림을 확인했습니다.'}
          </Text>
        </Box>
        <Flex gap="2" align="center">
          <SegmentGroup.Root
            size="sm"
            value={filter}
            onValueChange={(details) => setFilter(details.value === 'unread' ? 'unread' : 'all')}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'all', label: '전체' },
                { value: 'unread', label: '읽지 않음' },
              ]}
            />
          </SegmentGroup.Root>
          <Button size="sm" variant="outline" disabled={unread === 0} onClick={confirmAllNotifications}>
            <CheckAllIcon />
            모두 읽음
          </Button>
        </Flex>
      </Flex>
      <Card.Root variant="outline" borderRadius="l3">
        <Card.Body p={{ base: '1.5', md: '2' }}>
          <NotificationList notifications={shown} unreadOnly={filter === 'unread'} />
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
