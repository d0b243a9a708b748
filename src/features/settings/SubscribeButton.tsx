import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { AlertSubscribe } from '../../contract';
import { alertsApi } from './alerts-api';

/**
 * 알림 받기 on a member's page: subscribes to their new posts, or, once subscribed, 알림 받는 중
 * whose click unsubscribes. Hidden until the member's subscriptions have loaded (offline: hidden).
 */
export default function SubscribeButton({ userUuid, nickname }: { userUuid: string; nickname: string }) {
  const [subscription, setSubscription] = useState<AlertSubscribe | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    alertsApi.subscriptions().then(
      (list) => setSubscription(list.find((s) => s.userUuid === userUuid) ?? null),
      () => setSubscription(undefined),
    );
  }, [userUuid]);
  if (subscription === undefined) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (subscription) {
        await alertsApi.removeSubscription(subscription.id);
        setSubscription(null);
      } else setSubscription(await alertsApi.subscribe(userUuid));
    } catch {
      // The HTTP layer said what went wrong; the button keeps its state.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant={subscription ? 'solid' : 'outline'}
      colorPalette="purple"
      loading={busy}
      aria-pressed={subscription !== null}
      aria-label={subscription ? `${nickname}님 새 글 알림 끄기` : `${nickname}님 새 글 알림 받기`}
      onClick={() => void toggle()}
    >
      {subscription ? '알림 받는 중' : '알림 받기'}
    </Button>
  );
}
