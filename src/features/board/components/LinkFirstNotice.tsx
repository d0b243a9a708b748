import { Alert, Button } from '@chakra-ui/react';

/**
 * Above the write form of a member who must link SOOP first: said before they type, and the way
 * to the linking page keeps what they wrote (the form saves the draft and lets them go unasked).
 */
export function LinkFirstNotice({ onLink }: { onLink: () => void }) {
  return (
    <Alert.Root status="info" borderRadius="l2" data-testid="link-first">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>SOOP 계정을 연동해야 글을 등록할 수 있습니다</Alert.Title>
        <Alert.Description>
          쓰던 글은 이 기기에 저장됩니다. 연동을 마치면 이 화면으로 돌아와 이어서 쓸 수 있습니다.
        </Alert.Description>
        <Button size="sm" colorPalette="purple" alignSelf="flex-start" mt="2" onClick={onLink}>
          계정 연동하기
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
