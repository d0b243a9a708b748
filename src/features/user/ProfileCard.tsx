import { Avatar, Badge, Box, Card, DataList, Flex, Heading, Link, Text, Wrap } from '@chakra-ui/react';
import { useNavigation } from '../../app';
import { DEFAULT_PROFILE, type User } from '../../contract';
import { SOOP_CONNECT_PATH } from '../../lib/soop-connect-path';
import { formatDate } from '../../lib/time';
import { MemberPoint } from './MemberPoint';
import { ProfileImageButton } from './ProfileImageButton';
import { roleLabels, soopLinkLabel } from './user-display';

/** Who the member is: picture, nickname, roles, points, linked SOOP account, joining date. */
export function ProfileCard({ user }: { user: User }) {
  const soop = soopLinkLabel(user);
  const { Link: NavLink } = useNavigation();
  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <Box
        h="16"
        bgGradient="to-r"
        gradientFrom="primary.solid"
        gradientTo="secondary.solid"
        opacity="0.85"
      />
      <Card.Body pt="0">
        <Flex gap="4" align="flex-start">
          <Box position="relative" mt="-10" flexShrink={0}>
            <Avatar.Root size="2xl" borderWidth="4px" borderColor="bg.panel" bg="bg.panel">
              <Avatar.Fallback name={user.nickname} />
              <Avatar.Image
                src={user.profile.uri || DEFAULT_PROFILE.uri}
                alt={`${user.nickname} 프로필 이미지`}
              />
            </Avatar.Root>
            <ProfileImageButton />
          </Box>
          <Box minW="0" pt="3">
            <Heading as="h2" size="lg" truncate data-testid="profile-nickname">
              {user.nickname}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              @{user.username}
            </Text>
          </Box>
        </Flex>
        <DataList.Root orientation="horizontal" mt="5" gap="3" size="md">
          <DataList.Item>
            <DataList.ItemLabel minW="24">등급</DataList.ItemLabel>
            <DataList.ItemValue>
              <Wrap gap="1">
                {roleLabels(user.roles).map((role) => (
                  <Badge key={role} variant="subtle" colorPalette="primary">
                    {role}
                  </Badge>
                ))}
              </Wrap>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">포인트</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold" fontVariantNumeric="tabular-nums">
              <MemberPoint point={user.point} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">SOOP 계정</DataList.ItemLabel>
            <DataList.ItemValue>
              {soop.linked ? (
                <Flex align="center" gap="2">
                  <Badge colorPalette="green" variant="subtle">
                    연결됨
                  </Badge>
                  <Text>{soop.text}</Text>
                </Flex>
              ) : (
                <Flex align="center" gap="2" wrap="wrap">
                  <Text color="fg.muted">{soop.text}</Text>
                  <Link fontSize="sm" fontWeight="semibold" color="primary.fg" asChild>
                    <NavLink href={SOOP_CONNECT_PATH}>연결하기</NavLink>
                  </Link>
                </Flex>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">가입일</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(user.createdAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
