/**
 * Fetches the files of the lazy page this address opens, beside the first page's own, instead of
 * after the app's code has run and its router asked for them: on a slow phone network that is a
 * second later, behind every file the app fetches after its load event. Inlined into index.html
 * by the build (vite.config.ts) after the first page's own preloads, so self-contained.
 */
export function preloadLandingPage(pages: { path: string; files: string[] }[]): void {
  const page = pages.find((candidate) => new RegExp(candidate.path).test(location.pathname));
  if (!page) return;
  const add = () => {
    for (const file of page.files) {
      const link = document.createElement('link');
      if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  };
  // Asked for once the first page's own files are in: the app runs those first, and on a slow
  // link every file in flight takes its share of the bandwidth they need.
  const first = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter(
    (link) => performance.getEntriesByName(link.href).length === 0,
  );
  let waiting = first.length;
  if (waiting === 0) {
    add();
    return;
  }
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) add();
  };
  for (const link of first) {
    link.addEventListener('load', settled, { once: true });
    link.addEventListener('error', settled, { once: true });
  }
}
