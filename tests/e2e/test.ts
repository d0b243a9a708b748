import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** What is not this server: an http(s) or ws(s) address on another host. */
const elsewhere = (url: string, base: string) =>
  /^(https?|wss?):/.test(url) && new URL(url).host !== new URL(base).host;

/**
 * Every browser test, besides what it checks itself, fails when a page of its context asked a host
 * other than this server (the demo and the tests reach nothing outside) or when the security
 * policy refused something the app did (a script, an eval, a connection). A test that opens an
 * outside address on purpose names its host in `hostsAllowed`.
 */
export const test = base.extend<{ hostsAllowed: string[] }>({
  hostsAllowed: [[], { option: true }],
  context: async ({ context, baseURL, hostsAllowed }, use) => {
    const asked = new Set<string>();
    const refused: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (baseURL && elsewhere(url, baseURL) && !hostsAllowed.includes(new URL(url).host)) asked.add(url);
    });
    await context.exposeBinding('__reportRefusal', (_source, text: string) => refused.push(text));
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __reportRefusal: (text: string) => void }).__reportRefusal(
          `${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      ),
    );
    await use(context);
    if (asked.size)
      throw new Error(`the pages asked hosts other than this server:\n${[...asked].join('\n')}`);
    if (refused.length)
      throw new Error(`the security policy refused what the app did:\n${refused.join('\n')}`);
  },
});
