import type { MouseEvent } from 'react';
import { useCallback, useState } from 'react';
import { SafeHtml } from '../../../app';
import { ImageViewer } from './ImageViewer';

/** The post's HTML, sanitised again before it is drawn; its images open in the viewer. */
export function PostBody({ html }: { html: string }) {
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const close = useCallback(() => setImage(null), []);
  const openImage = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLImageElement) {
      event.preventDefault();
      setImage({ src: event.target.currentSrc || event.target.src, alt: event.target.alt });
    }
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks are delegated to the images inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: images are opened with the pointer; the text stays selectable */}
      <div onClick={openImage}>
        <SafeHtml
          html={html}
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
            '& a': { color: 'var(--chakra-colors-purple-fg)', textDecoration: 'underline' },
            '& ul, & ol': { paddingInlineStart: '1.5em' },
            '& blockquote': {
              borderInlineStartWidth: '3px',
              paddingInlineStart: '1em',
              color: 'var(--chakra-colors-fg-muted)',
            },
          }}
        />
      </div>
      {image && <ImageViewer src={image.src} alt={image.alt} onClose={close} />}
    </>
  );
}
