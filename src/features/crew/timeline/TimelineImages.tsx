import { Box, Image, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { TimelineImage } from '../../../contract/crew';
import { ImageViewer } from '../../board/components/ImageViewer';

/** An entry's pictures as squares; one opens full size in the image viewer. */
export function TimelineImages({ images, title }: { images: readonly TimelineImage[]; title: string }) {
  const [open, setOpen] = useState<TimelineImage | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <SimpleGrid
        columns={{ base: images.length === 1 ? 1 : 2, sm: Math.min(images.length, 3) }}
        gap="2"
        mt="3"
      >
        {images.map((image, i) => (
          <Box
            as="button"
            key={image.id}
            onClick={() => setOpen(image)}
            aria-label={`${title} 사진 ${i + 1} 크게 보기`}
            borderRadius="l2"
            overflow="hidden"
            bg="bg.muted"
            aspectRatio={images.length === 1 ? image.width / image.height : 1}
            maxH={images.length === 1 ? '80' : undefined}
          >
            <Image
              src={images.length === 1 ? image.uri : image.thumbnailUri}
              alt={`${title} 사진 ${i + 1}`}
              w="full"
              h="full"
              objectFit="cover"
              loading="lazy"
            />
          </Box>
        ))}
      </SimpleGrid>
      {open && <ImageViewer src={open.uri} alt={title} onClose={() => setOpen(null)} />}
    </>
  );
}
