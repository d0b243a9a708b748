import { Box } from '@chakra-ui/react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useCallback, useState } from 'react';
import { SafeHtml } from '../../../app';
import { ImageViewer } from './ImageViewer';

type ViewedImage = { src: string; alt: string };

const imageOf = (target: EventTarget): ViewedImage | null =>
  target instanceof HTMLImageElement ? { src: target.currentSrc || target.src, alt: target.alt } : null;

/** Once the body is drawn, the keyboard reaches its images. */
const focusableImages = (body: HTMLElement) => {
  for (const img of body.querySelectorAll('img')) {
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-label', img.alt ? `${img.alt} 크게 보기` : '이미지 크게 보기');
  }
};

/** The post's HTML, sanitised again before it is drawn; its images open in the viewer. */
export function PostBody({ html }: { html: string }) {
  const [image, setImage] = useState<ViewedImage | null>(null);
  const close = useCallback(() => setImage(null), []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const clicked = imageOf(event.target);
    if (clicked) setImage(clicked);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = event.key === 'Enter' ? imageOf(event.target) : null;
    if (focused) setImage(focused);
  };

  return (
    <>
      <Box onClick={onClick} onKeyDown={onKeyDown}>
        <SafeHtml
          html={html}
          onDrawn={focusableImages}
          data-testid="post-body"
          lineHeight="1.8"
          fontSize="md"
          wordBreak="break-word"
          css={{
            '& p': { marginBlock: '0.5em' },
            '& img': {
              maxWidth: '100%',
              height: 'auto',
              borderRadius: '8px',
              cursor: 'zoom-in',
              marginBlock: '0.5em',
            },
            '& a': {
              color: 'var(--chakra-colors-purple-fg)',
              textDecoration: 'underline',
            },
            '& ul, & ol': { paddingInlineStart: '1.5em' },
            '& blockquote': {
              borderInlineStartWidth: '3px',
              paddingInlineStart: '1em',
              color: 'var(--chakra-colors-fg-muted)',
            },
          }}
        />
      </Box>
      {image && <ImageViewer src={image.src} alt={image.alt} onClose={close} />}
    </>
  );
}
