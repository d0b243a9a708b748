import { Alert, Button, HStack } from '@chakra-ui/react';
import type { PostView } from '../../../../workers/api';
import { dataWorker } from '../../../data/worker-client';

/** A post still in the outbox: waiting for the network, or refused with the server's reason. */
export function PendingPostNotice({ post }: { post: PostView }) {
  if (!post.pending) return null;
  if (!post.error) {
    return (
      <Alert.Root status="info" borderRadius="l2" size="sm">
        <Alert.Indicator />
        <Alert.Title>전송 대기 중입니다. 연결되면 자동으로 등록됩니다.</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" borderRadius="l2" size="sm" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>전송하지 못했습니다</Alert.Title>
        <Alert.Description>{post.error.message}</Alert.Description>
      </Alert.Content>
      <HStack gap="1" flexShrink={0}>
        <Button
          size="xs"
          colorPalette="red"
          variant="outline"
          onClick={() => void dataWorker().retryOutboxEntry(post.id)}
        >
          다시 보내기
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="gray"
          onClick={() => void dataWorker().discardOutboxEntry(post.id)}
        >
          버리기
        </Button>
      </HStack>
    </Alert.Root>
  );
}
