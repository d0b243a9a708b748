/**
 * Starts the app's entry module (the build moves it here from `<head>`, vite.config.ts). When the
 * painter showed a kept view, the entry waits for that view's first frame: evaluating the bundle
 * holds the main thread for tens of milliseconds, and the browser would paint only after it.
 * Inlined like `paint.ts`, so self-contained; the entry's chunks are already fetched by their
 * `modulepreload` links meanwhile.
 */
export function startEntry(entry: { src: string; viewId: string }): void {
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.src;
    document.body.append(script);
  };
  if (document.getElementById(entry.viewId)) requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
