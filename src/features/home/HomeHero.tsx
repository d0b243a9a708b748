import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ProductMark, useNavigation, useSession } from '../../app';

/** The welcome banner: who the community is for, and the first step for a visitor or a member. */
export function HomeHero() {
  const { user, ready } = useSession();
  const { Link: NavLink } = useNavigation();
  return (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius="2xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '7', md: '10' }}
      color="white"
      bgGradient="to-br"
      gradientFrom="purple.600"
      gradientVia="purple.500"
      gradientTo="teal.500"
      boxShadow="md"
    >
      <Box
        aria-hidden
        position="absolute"
        insetEnd="-10"
        top="-10"
        w="64"
        h="64"
        borderRadius="full"
        bg="whiteAlpha.200"
        filter="blur(2px)"
      />
      <Stack position="relative" gap="4" maxW="xl">
        <HStack gap="3">
          <Box bg="white" borderRadius="xl" p="1.5" lineHeight="0">
            <ProductMark size={28} />
          </Box>
          <Text fontWeight="semibold" letterSpacing="wide" opacity={0.9}>
            SOOP 크루 팬 커뮤니티
          </Text>
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.03em" lineHeight="1.25">
          {user ? `${user.nickname}님, 오늘도 반가워요!` : '씨나인과 함께하는 모든 순간'}
        </Heading>
        <Text fontSize={{ base: 'sm', md: 'md' }} opacity={0.92}>
          방송 소식과 크루 이야기, 팬들의 글을 한곳에서 만나보세요. 새 글과 알림은 실시간으로 도착해요.
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Button
            asChild
            bg="white"
            color="purple.700"
            _hover={{ bg: 'whiteAlpha.900' }}
            size={{ base: 'sm', md: 'md' }}
          >
            <NavLink href="/board/all">게시판 둘러보기</NavLink>
          </Button>
          {ready && !user && (
            <Button
              asChild
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
              size={{ base: 'sm', md: 'md' }}
            >
              <Link to="/register">회원가입</Link>
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
