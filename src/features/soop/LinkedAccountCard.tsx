import { Badge, Card, Flex, Text } from '@chakra-ui/react';

/** Shown once the account is linked: the linked SOOP id and what it allows. */
export function LinkedAccountCard({ afreecatvUserId }: { afreecatvUserId: string }) {
  return (
    <Card.Root variant="outline" borderRadius="l3">
      <Card.Body gap="2">
        <Flex align="center" gap="2" wrap="wrap">
          <Badge colorPalette="green" variant="subtle">
            연동 완료
          </Badge>
          <Text fontWeight="semibold" fontSize="lg" data-testid="linked-soop-id">
            {afreecatvUserId}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          SOOP 계정이 연동되어 게시판에 글을 쓸 수 있습니다. 연동한 아이디를 바꾸려면 관리자에게 문의해
          주세요.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
