import { Dialog, Flex, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { formatFileSize } from '../../lib/file-size';
import { uploadProgress } from './upload-progress-store';

/** Persistent: no close button, no backdrop or Escape close; `uploadProgress.close()` ends it. */
export function UploadProgressModal() {
  const progress = useSyncExternalStore(
    uploadProgress.subscribe,
    uploadProgress.getSnapshot,
    uploadProgress.getSnapshot,
  );
  return (
    <Dialog.Root
      open={progress !== null}
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content minW="min(300px, 100%)" maxW="600px" w="full">
            {progress && (
              <>
                <Dialog.Header pb="2">
                  <Dialog.Title fontSize="lg">파일 업로드 중</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="6">
                  <Stack gap="3">
                    {progress.content && (
                      <Text fontSize="sm" color="fg.muted">
                        {progress.content}
                      </Text>
                    )}
                    <Flex justify="space-between" gap="3" fontSize="sm">
                      <Text truncate fontWeight="medium" title={progress.filename}>
                        {progress.filename}
                      </Text>
                      <Text flexShrink={0} color="fg.muted">
                        {progress.currentIndex} / {progress.uploadLength}
                      </Text>
                    </Flex>
                    <Progress.Root value={progress.percentage} size="sm" striped animated>
                      <Progress.Track borderRadius="full">
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Flex justify="space-between" fontSize="xs" color="fg.muted">
                      <Text>
                        {formatFileSize(progress.loadedFileSize)} / {formatFileSize(progress.totalFileSize)}
                      </Text>
                      <Text fontWeight="semibold" color="primary.fg">
                        {Math.round(progress.percentage)}%
                      </Text>
                    </Flex>
                  </Stack>
                </Dialog.Body>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
