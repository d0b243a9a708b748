import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from './page-title';

/** Any unknown path (SPEC section 2). */
export function NotFoundPage() {
  useDocumentTitle('페이지를 찾을 수 없음');
  return (
    <Stack align="center" gap="4" py="24" textAlign="center">
      <Text fontSize="6xl" fontWeight="800" color="colorPalette.solid" colorPalette="purple">
        404
      </Text>
      <Heading size="lg">페이지를 찾을 수 없습니다</Heading>
      <Text color="fg.muted">주소가 바뀌었거나 삭제된 페이지입니다.</Text>
      <Button asChild colorPalette="purple">
        <Link to="/">홈으로 가기</Link>
      </Button>
    </Stack>
  );
}
