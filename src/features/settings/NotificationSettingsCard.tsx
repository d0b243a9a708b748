import { Card, Heading, Stack, StackSeparator } from '@chakra-ui/react';
import { useStoredValue } from '../../app';
import { appStorage } from '../../data/http';
import { AppPushRow } from './AppPushRow';
import { SettingRow } from './SettingRow';

type LocalFlag = 'notification' | 'live' | 'notice';

const LOCAL_ROWS: { flag: LocalFlag; label: string; description: string }[] = [
  {
    flag: 'notification',
    label: '알림',
    description: '새 알림이 오면 화면 구석에 알림 창을 띄웁니다.',
  },
  {
    flag: 'live',
    label: '라이브 알림',
    description: '크루 멤버가 방송을 시작하면 알려 줍니다.',
  },
  {
    flag: 'notice',
    label: '공지 알림',
    description: '크루 멤버가 방송국에 공지를 올리면 알려 줍니다.',
  },
];

/** The alert switches: three kept on this device (storage `notification`), plus 앱 푸시. */
export function NotificationSettingsCard() {
  const prefs = useStoredValue('notification');
  const set = (flag: LocalFlag, value: boolean) =>
    appStorage.update('notification', (current) => ({
      ...current,
      [flag]: value,
    }));
  return (
    <Card.Root variant="outline" borderRadius="l3" as="section" aria-labelledby="alert-settings-title">
      <Card.Body pb="2">
        <Heading as="h2" size="md" id="alert-settings-title">
          알림 받기
        </Heading>
        <Stack gap="0" mt="2" separator={<StackSeparator />}>
          {LOCAL_ROWS.map((row) => (
            <SettingRow
              key={row.flag}
              label={row.label}
              description={row.description}
              checked={prefs[row.flag]}
              onChange={(value) => set(row.flag, value)}
            />
          ))}
          <AppPushRow />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
