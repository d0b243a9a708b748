/**
 * Fetches the files of the lazy page this address opens, beside the first page's own, instead of
 * after the app's code has run and its router asked for them: on a slow phone network that is a
 * second later, behind every file the app fetches after its load event. Inlined into index.html
 * by the build (vite.config.ts), so self-contained.
 */
export function preloadLandingPage(pages: { path: string; files: string[] }[]): void {
  const page = pages.find((candidate) => new RegExp(candidate.path).test(location.pathname));
  for (const file of page?.files ?? []) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // After the first page's own files, which the app needs first: these are needed once it runs.
    link.fetchPriority = 'low';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
