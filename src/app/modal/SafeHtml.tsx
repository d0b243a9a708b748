import { Box, type BoxProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

type Sanitize = (html: string) => string;

/**
 * DOMPurify loads with the first HTML shown (an alert, a post body), not with the first page,
 * which shows none. Once loaded, every later SafeHtml draws synchronously.
 */
let sanitizer: Sanitize | null = null;
const loadSanitizer = () =>
  import('./sanitize').then(({ sanitizeHtml }) => {
    sanitizer = sanitizeHtml;
    return sanitizeHtml;
  });

/** Fetches DOMPurify ahead of the first HTML (pages that must show HTML offline call it while online). */
export const preloadSafeHtml = (): Promise<unknown> => loadSanitizer();

/** Text only, if DOMPurify cannot load (offline before the service worker cached it): a parsed document is inert. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * HTML from the server or a caller, drawn only after DOMPurify has cleaned it. `onDrawn` runs once
 * the HTML is in the element: at once, or when DOMPurify has loaded.
 */
export function SafeHtml({
  html,
  onDrawn,
  ...props
}: { html: string; onDrawn?: (element: HTMLDivElement) => void } & Omit<BoxProps, 'children'>) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback, so a new callback alone does not redraw the HTML.
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const draw = (sanitize: Sanitize | null) => {
      if (sanitize) element.innerHTML = sanitize(html);
      else element.textContent = plainText(html);
      drawn.current?.(element);
    };
    if (sanitizer) return draw(sanitizer);
    let current = true;
    loadSanitizer().then(
      (sanitize) => current && draw(sanitize),
      () => current && draw(null),
    );
    return () => {
      current = false;
    };
  }, [html]);
  return <Box ref={ref} {...props} />;
}
