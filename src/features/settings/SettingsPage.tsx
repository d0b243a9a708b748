import { Stack } from '@chakra-ui/react';
import { AccountPage } from '../../app/layout/AccountPage';
import { KeywordSection } from './KeywordSection';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { SubscriptionSection } from './SubscriptionSection';

/** /user/me/settings: which alerts arrive, and how. */
export function SettingsPage() {
  return (
    <AccountPage
      title="설정"
      description="받을 알림과 알림 방법을 정합니다. 알림 창 설정은 이 기기에만 적용됩니다."
    >
      <Stack gap="4">
        <NotificationSettingsCard />
        <KeywordSection />
        <SubscriptionSection />
      </Stack>
    </AccountPage>
  );
}
