import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources (`'sha256-…'`) of every inline script in `html`. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The inline scripts' sources of the served index.html, read again when the file changes: the
 * client is rebuilt under a running server (`plugins/static.ts`), and its painter scripts with it.
 */
function servedScriptSources(staticDir: string | undefined): (url: string | undefined) => string {
  const index = staticDir ? resolve(staticDir, 'index.html') : undefined;
  let stamp = '';
  let sources = '';
  return (url) => {
    if (!index) return '';
    // Only a page answer can be index.html: API calls take the last sources without a file check.
    if (url?.startsWith('/api/') && stamp) return sources;
    try {
      const { mtimeMs, size } = statSync(index);
      if (`${mtimeMs}:${size}` !== stamp) {
        sources = inlineScriptSources(readFileSync(index, 'utf8')).join(' ');
        stamp = `${mtimeMs}:${size}`;
      }
    } catch {
      // No client built: no page to allow scripts for.
      return '';
    }
    return sources;
  };
}

/**
 * The usual browser protections on every answer. Scripts run only from this server's files and
 * the index page's own inline scripts (the colour mode, the first reads, the kept-view painter), by
 * hash: an injected script runs nowhere. No site may frame a page. Styles may be inline (Chakra
 * writes them at run time); images may come from any HTTPS host (SOOP's station images, social
 * profile pictures). Plain-HTTP deployments (the demo) get no HSTS and no upgrade of requests.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { staticDir: string | undefined; https: boolean },
) {
  const scripts = servedScriptSources(options.staticDir);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => scripts(req.url)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // The browser's default: a write from this site keeps its Origin (`plugins/origin.ts`).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
}
