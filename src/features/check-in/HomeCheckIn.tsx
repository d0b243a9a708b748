import { HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNavigation, useSession } from '../../app';

const CheckInButton = lazy(() => import('./CheckInButton'));

/** The home page's check-in card for members: the button, and the way to today's rank. */
export function HomeCheckIn() {
  const { user } = useSession();
  const { Link } = useNavigation();
  if (!user) return null;
  return (
    <HStack
      justify="space-between"
      gap="3"
      flexWrap="wrap"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      px={{ base: '4', md: '5' }}
      py="3"
      data-testid="home-check-in"
    >
      <Stack gap="0.5">
        <Text fontWeight="semibold">오늘의 출석 체크</Text>
        <Text
          fontSize="sm"
          color="fg.muted"
          css={{ '& a': { color: 'primary.fg', textDecoration: 'underline' } }}
        >
          매일 출석하고 포인트를 모아요. <Link href="/event/check-in-point-rank">출석 순위 보기</Link>
        </Text>
      </Stack>
      <Suspense fallback={null}>
        <CheckInButton size="sm" />
      </Suspense>
    </HStack>
  );
}
