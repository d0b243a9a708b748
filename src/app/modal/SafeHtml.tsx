import { Box, type BoxProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { sanitizeHtml } from './sanitize';

/** HTML from the server or a caller, rendered only after DOMPurify has cleaned it. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeHtml(html);
  }, [html]);
  return <Box ref={ref} {...props} />;
}
