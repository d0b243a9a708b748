import { Box, Button, CloseButton, Flex, Image, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ImageIcon, showMessage, uploadProgress } from '../../../app';
import { acceptAttribute } from '../../../contract';
import { TIMELINE_MAX_IMAGES, type TimelineImage } from '../../../contract/crew';
import { isHttpError } from '../../../data/http';
import { uploadFiles } from '../../../data/upload';

interface TimelineImagePickerProps {
  images: readonly TimelineImage[];
  onChange: (images: TimelineImage[]) => void;
  error: string | undefined;
}

/** The entry's pictures: uploaded through the file module as they are picked, removable, in order. */
export function TimelineImagePicker({ images, onChange, error }: TimelineImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const room = TIMELINE_MAX_IMAGES - images.length;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > room) {
      void showMessage(`이미지는 최대 ${TIMELINE_MAX_IMAGES}장까지 올릴 수 있습니다.`);
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadFiles(files, {
        purpose: 'timeline-image',
        content: '연혁 사진을 올리고 있습니다.',
        progress: uploadProgress,
      });
      onChange([
        ...images,
        ...stored.map(({ id, uri, thumbnailUri, width, height }) => ({
          id,
          uri,
          thumbnailUri,
          width,
          height,
        })),
      ]);
    } catch (failure) {
      void showMessage(isHttpError(failure) ? failure.message : '사진을 올리지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Wrap gap="2">
        {images.map((image, i) => (
          <Box
            key={image.id}
            position="relative"
            boxSize="24"
            borderRadius="l2"
            overflow="hidden"
            bg="bg.muted"
          >
            <Image src={image.thumbnailUri} alt={`사진 ${i + 1}`} w="full" h="full" objectFit="cover" />
            <CloseButton
              size="2xs"
              variant="solid"
              position="absolute"
              top="1"
              right="1"
              aria-label={`사진 ${i + 1} 빼기`}
              onClick={() => onChange(images.filter((x) => x.id !== image.id))}
            />
          </Box>
        ))}
        {room > 0 && (
          <Button
            variant="outline"
            boxSize="24"
            flexDirection="column"
            gap="1"
            loading={busy}
            onClick={() => input.current?.click()}
          >
            <ImageIcon />
            <Text fontSize="xs">사진 추가</Text>
          </Button>
        )}
      </Wrap>
      <Flex mt="1.5" fontSize="xs" color={error ? 'fg.error' : 'fg.muted'}>
        {error ?? `최대 ${TIMELINE_MAX_IMAGES}장, 올린 순서대로 보입니다.`}
      </Flex>
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptAttribute('image')}
        hidden
        aria-label="연혁 사진 파일"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void add(files);
        }}
      />
    </Box>
  );
}
