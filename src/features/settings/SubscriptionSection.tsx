import { Button, Flex, Skeleton, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/time';
import { alertsApi } from './alerts-api';
import { SectionCard } from './SectionCard';
import { useLoaded } from './use-loaded';

/** Members whose new posts this account is alerted about; each can be unsubscribed. */
export function SubscriptionSection() {
  const [subscriptions, setSubscriptions] = useLoaded(alertsApi.subscriptions);
  const remove = async (id: string) => {
    await alertsApi.removeSubscription(id);
    setSubscriptions((list) => list?.filter((s) => s.id !== id));
  };
  return (
    <SectionCard
      id="subscription-alerts-title"
      title="구독한 회원"
      description="구독한 회원이 새 글을 쓰면 알려 드립니다."
      count={subscriptions?.length}
    >
      {subscriptions === undefined ? (
        <Skeleton h="12" mt="4" />
      ) : subscriptions && subscriptions.length > 0 ? (
        <Stack
          as="ul"
          gap="0"
          mt="2"
          separator={<StackSeparator />}
          listStyleType="none"
          aria-label="구독 목록"
        >
          {subscriptions.map((s) => (
            <Flex as="li" key={s.id} align="center" justify="space-between" gap="3" py="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" truncate>
                  {s.userNickname}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDate(s.createdAt)} 구독
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void remove(s.id)}
                aria-label={`구독 해제: ${s.userNickname}`}
              >
                구독 해제
              </Button>
            </Flex>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.subtle" mt="4">
          구독한 회원이 없습니다.
        </Text>
      )}
    </SectionCard>
  );
}
