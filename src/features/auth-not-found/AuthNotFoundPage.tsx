import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** `/auth/404` (blank layout, SPEC section 2): the card's heading is the route's title. */
export function AuthNotFoundPage() {
  return (
    <Stack gap="5">
      <Text color="fg.muted">요청한 페이지가 없거나, 주소가 바뀌었거나, 열 수 있는 권한이 없습니다.</Text>
      <Stack gap="2">
        <Button asChild colorPalette="primary">
          <Link to="/">홈으로 가기</Link>
        </Button>
        <Button asChild variant="outline" colorPalette="gray">
          <Link to="/login">로그인</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
