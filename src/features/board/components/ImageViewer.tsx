import { Box, Flex, HStack, IconButton, Image, Portal } from '@chakra-ui/react';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../app';
import { DownloadIcon, FlipIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from './icons';

const ZOOM_STEP = 0.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;

interface ImageViewerProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * A full-screen image overlay: zoom, rotate, flip, download. Esc closes it, and so does any
 * navigation while it is open, which is cancelled (SPEC section 2, navigation behaviour).
 */
export function ImageViewer({ src, alt, onClose }: ImageViewerProps) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [flipped, setFlipped] = useState(false);

  useBlocker({
    shouldBlockFn: () => {
      onClose();
      return true;
    },
    enableBeforeUnload: false,
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === '+' || event.key === '=') setZoom((z) => Math.min(MAX_ZOOM, z + ZOOM_STEP));
      if (event.key === '-') setZoom((z) => Math.max(MIN_ZOOM, z - ZOOM_STEP));
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  const tool = {
    variant: 'ghost' as const,
    colorPalette: 'gray',
    color: 'white',
    _hover: { bg: 'whiteAlpha.300' },
  };
  return (
    <Portal>
      <Flex
        role="dialog"
        aria-modal="true"
        aria-label="이미지 보기"
        data-testid="image-viewer"
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="blackAlpha.900"
        direction="column"
      >
        <HStack justify="center" gap="1" p="2" bg="blackAlpha.600" flexShrink={0}>
          <IconButton
            {...tool}
            aria-label="축소"
            onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - ZOOM_STEP))}
          >
            <ZoomOutIcon />
          </IconButton>
          <Box color="white" fontSize="sm" minW="12" textAlign="center">
            {Math.round(zoom * 100)}%
          </Box>
          <IconButton
            {...tool}
            aria-label="확대"
            onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + ZOOM_STEP))}
          >
            <ZoomInIcon />
          </IconButton>
          <IconButton {...tool} aria-label="회전" onClick={() => setRotation((r) => (r + 90) % 360)}>
            <RotateIcon />
          </IconButton>
          <IconButton {...tool} aria-label="좌우 반전" onClick={() => setFlipped((f) => !f)}>
            <FlipIcon />
          </IconButton>
          <IconButton {...tool} asChild aria-label="다운로드">
            <a href={src} download target="_blank" rel="noopener noreferrer">
              <DownloadIcon />
            </a>
          </IconButton>
          <IconButton {...tool} aria-label="닫기" onClick={onClose} ms="4">
            <CloseIcon />
          </IconButton>
        </HStack>
        <Flex
          flex="1"
          align="center"
          justify="center"
          overflow="auto"
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <Image
            src={src}
            alt={alt}
            maxW="92vw"
            maxH="85vh"
            objectFit="contain"
            transition="transform 160ms ease"
            transform={`scale(${zoom}) rotate(${rotation}deg) scaleX(${flipped ? -1 : 1})`}
            draggable={false}
          />
        </Flex>
      </Flex>
    </Portal>
  );
}
