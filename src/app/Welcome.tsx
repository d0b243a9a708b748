import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { product } from '../contract';
import { BoardIcon, GiftIcon, LiveIcon, RankIcon } from './layout/icons';
import { useNavigation } from './layout/nav-link';
import { showConfirm } from './modal/alert-service';
import { showToast } from './toast/toaster';

const shortcuts: { title: string; text: string; href: string; icon: ComponentType }[] = [
  { title: '라이브', text: '지금 방송 중인 크루를 바로 확인하세요.', href: '/live', icon: LiveIcon },
  { title: '게시판', text: '팬들과 소식과 이야기를 나눠요.', href: '/board/all', icon: BoardIcon },
  {
    title: '이벤트',
    text: '드림티켓, 룰렛, 포인트 이벤트에 참여하세요.',
    href: '/event/dream-ticket',
    icon: GiftIcon,
  },
  { title: '랭킹', text: '포인트와 후원 순위를 살펴보세요.', href: '/rank/signature', icon: RankIcon },
];

/** Temporary home content until the pages land: shows the shell, theme, modal and toasts. */
export function Welcome() {
  const { Link } = useNavigation();
  const tryServices = async () => {
    const confirmed = await showConfirm('알림 창과 토스트가 잘 보이나요?', { title: '미리보기' });
    showToast({
      title: confirmed ? '좋아요!' : '알려 주셔서 고마워요',
      description: '토스트는 5초 뒤에 사라지고, 클릭하거나 옆으로 밀면 바로 닫혀요.',
      type: confirmed ? 'success' : 'info',
    });
  };

  return (
    <Stack gap="6">
      <Card.Root
        overflow="hidden"
        borderWidth="0"
        color="white"
        bgImage="linear-gradient(135deg, #8452f3 0%, #5c2dc2 55%, #2c9c8f 130%)"
      >
        <Card.Body p={{ base: '6', md: '10' }}>
          <Stack gap="4" maxW="lg">
            <Badge alignSelf="flex-start" bg="whiteAlpha.300" color="white" size="md">
              v{product.version}
            </Badge>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.04em" lineHeight="1.25">
              {product.name} 팬 커뮤니티에 오신 것을 환영해요
            </Heading>
            <Text color="whiteAlpha.900" fontSize={{ base: 'sm', md: 'md' }}>
              크루의 라이브 알림, 공지, 게시판과 이벤트를 한곳에서 만나 보세요. 설치하면 오프라인에서도
              열려요.
            </Text>
            <HStack gap="3" pt="2" flexWrap="wrap">
              <Button asChild bg="white" color="primary.700" _hover={{ bg: 'whiteAlpha.900' }}>
                <Link href="/live">라이브 보러 가기</Link>
              </Button>
              <Button
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
                onClick={tryServices}
              >
                알림 미리보기
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {shortcuts.map(({ title, text, href, icon: Icon }) => (
          <Card.Root
            key={href}
            asChild
            textDecoration="none"
            transition="transform 0.15s, box-shadow 0.15s, border-color 0.15s"
            _hover={{ transform: 'translateY(-2px)', boxShadow: 'md', borderColor: 'primary.muted' }}
          >
            <Link href={href}>
              <Card.Body
                gap={{ base: '4', sm: '3' }}
                flexDirection={{ base: 'row', sm: 'column' }}
                alignItems={{ base: 'center', sm: 'flex-start' }}
                p={{ base: '4', sm: '6' }}
              >
                <Flex
                  w="10"
                  h="10"
                  align="center"
                  justify="center"
                  borderRadius="l2"
                  bg="primary.subtle"
                  color="primary.fg"
                  fontSize="xl"
                >
                  <Icon />
                </Flex>
                <Box>
                  <Text fontWeight="semibold">{title}</Text>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {text}
                  </Text>
                </Box>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
