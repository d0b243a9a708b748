import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BanIcon } from './icons';

/** Stands in for a blocked member's post; the reader may still show it this once. */
export function BlockedPostNotice({ onShow }: { onShow: () => void }) {
  return (
    <Stack align="center" gap="3" py={{ base: '12', md: '16' }} textAlign="center" data-testid="blocked-post">
      <Icon boxSize="8" color="fg.muted">
        <BanIcon />
      </Icon>
      <Text fontWeight="700" fontSize="lg">
        차단한 사용자의 글입니다
      </Text>
      <Text color="fg.muted" fontSize="sm">
        차단은 내 정보의{' '}
        <Link to="/user/me/info">
          <Text as="span" color="purple.fg" textDecoration="underline">
            차단 목록
          </Text>
        </Link>
        에서 풀 수 있습니다.
      </Text>
      <HStack gap="2" pt="1">
        <Button size="sm" variant="outline" colorPalette="gray" onClick={onShow}>
          이번만 보기
        </Button>
      </HStack>
    </Stack>
  );
}
