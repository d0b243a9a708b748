import { Alert, Badge, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigation } from '../../app';
import type { MeStatus } from '../../contract';
import { session } from '../../data/http';
import { SOOP_CONNECT_PATH } from '../../lib/soop-connect-path';
import { userApi } from './user-api';

/**
 * Whether the server takes the member's writing, and if not why, from `GET /user/me/status`; read
 * again whenever the session reads the user again (staff barring them announces it). Offline, or
 * while it loads, nothing is shown rather than a guess.
 */
export function StandingCard() {
  const [status, setStatus] = useState<MeStatus | null>(null);
  const { Link: NavLink } = useNavigation();

  useEffect(() => {
    let live = true;
    const load = () =>
      userApi.status().then(
        (answer) => live && setStatus(answer),
        () => undefined,
      );
    void load();
    const stop = session.subscribe(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, []);

  if (!status) return null;
  return (
    <Card.Root variant="outline" borderRadius="l3" as="section" aria-labelledby="standing-title">
      <Card.Body gap="3">
        <Flex align="center" gap="2">
          <Heading as="h2" size="md" id="standing-title">
            활동 상태
          </Heading>
          <Badge
            variant="subtle"
            colorPalette={status.mayWrite ? 'green' : 'orange'}
            data-testid="standing-badge"
          >
            {status.mayWrite ? '글쓰기 가능' : '글쓰기 제한'}
          </Badge>
        </Flex>
        {status.writeBlockedReason ? (
          <Alert.Root status="warning" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title fontWeight="normal">{status.writeBlockedReason}</Alert.Title>
              {status.soopLinkRequired && !status.blacklisted && !status.soopBlacklisted && (
                <Button asChild size="xs" variant="outline" alignSelf="flex-start">
                  <NavLink href={SOOP_CONNECT_PATH}>SOOP 계정 연동하기</NavLink>
                </Button>
              )}
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            게시판에 글과 댓글을 쓸 수 있습니다.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
