import { Box, Card, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ServiceNote } from '../../app';
import { useNotices } from '../../data/live-query';
import { boardTime } from '../../lib/seoul-clock';
import { noticeUrl } from './live-links';
import { StationAvatar } from './StationAvatar';

/** The platform's regDate is Seoul wall-clock text; read it as such whatever the device zone. */

/** The crew's station notices, newest first; each opens its post on the platform. */
export function NoticeList({ limit = 10 }: { limit?: number }) {
  const notices = useNotices(limit);
  return (
    <Card.Root variant="outline" borderRadius="xl" overflow="hidden">
      <Card.Header py="4" borderBottomWidth="1px">
        <Flex align="center" gap="2">
          <Heading as="h2" size="md">
            방송국 공지
          </Heading>
          <ServiceNote service="soop" compact />
        </Flex>
      </Card.Header>
      <Card.Body p="0">
        {notices === undefined ? (
          <Stack p="4" gap="3">
            {['a', 'b', 'c'].map((k) => (
              <Skeleton key={k} h="10" />
            ))}
          </Stack>
        ) : notices.length === 0 ? (
          <Text p="6" fontSize="sm" color="fg.muted" textAlign="center">
            아직 공지가 없습니다.
          </Text>
        ) : (
          <Stack gap="0" divideY="1px">
            {notices.map((n) => (
              <Link
                key={n.id}
                href={noticeUrl(n)}
                target="_blank"
                rel="noopener noreferrer"
                px="4"
                py="3"
                display="flex"
                gap="3"
                alignItems="center"
                textDecoration="none"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                data-testid="notice"
              >
                <StationAvatar src={n.profileImage} live={false} size={8} />
                <Box minW="0" flex="1">
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {n.titleName}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {n.userNick} · {n.content.summary}
                  </Text>
                </Box>
                <Flex flexShrink={0}>
                  <Text fontSize="xs" color="fg.subtle">
                    {boardTime(n.regDate)}
                  </Text>
                </Flex>
              </Link>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
