import { Avatar, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MemberBadge, slotOf, useDocumentTitle, useSession } from '../../app';
import { useFeatures } from '../../app/router/features-context';
import { StaleMark } from '../../app/runtime/StaleMark';
import { rankTierInfo } from '../../contract';
import { useCachedPage } from '../../data/page-cache';
import { MemberBlockButton } from './MemberBlockButton';

const route = getRouteApi('/main/member/$userId');

/** /member/{uuid}: another member's profile, with their posts, 알림 받기 and 차단. */
export function MemberProfilePage() {
  const { data: member, stale, savedAt } = useCachedPage(route.useLoaderData());
  const { user } = useSession();
  const MemberActions = slotOf(useFeatures(), 'memberActions');
  useDocumentTitle(`${member.nickname}님의 프로필`);
  const other = user !== null && user.uuid !== member.uuid;
  return (
    <Box maxW="640px" mx="auto" w="full">
      {stale && <StaleMark savedAt={savedAt} />}
      <Stack
        align="center"
        gap="4"
        px={{ base: '4', md: '8' }}
        py="8"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l3"
        textAlign="center"
      >
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={member.nickname} />
          <Avatar.Image src={member.profileUri} alt="" />
        </Avatar.Root>
        <Stack gap="1" align="center">
          <Heading as="h1" size="xl" fontWeight="800" wordBreak="break-word">
            <MemberBadge uuid={member.uuid} /> {member.nickname}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            등급 {rankTierInfo(member.tier).name}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap" justify="center">
          <Button asChild size="sm" colorPalette="purple" variant="subtle">
            <Link to="/board/user/$userId" params={{ userId: member.uuid }}>
              작성한 글 보기
            </Link>
          </Button>
          {other && MemberActions && <MemberActions userUuid={member.uuid} nickname={member.nickname} />}
          {other && <MemberBlockButton userUuid={member.uuid} nickname={member.nickname} />}
        </HStack>
      </Stack>
    </Box>
  );
}

/** The route's loader, loaded with the page. */
export { loadMemberProfile } from './load-profile';
