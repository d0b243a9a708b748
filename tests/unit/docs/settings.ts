import { loadConfig } from '../../../server/config';

/** `SOCIAL_<P>_TOKEN_URL` in the README stands for one variable per social login provider. */
const PLACEHOLDERS: Record<string, string[]> = { P: ['NAVER', 'KAKAO', 'SOOP'] };

const expand = (name: string): string[] => {
  const placeholder = /<(\w+)>/.exec(name);
  if (!placeholder) return [name];
  const values = PLACEHOLDERS[placeholder[1] as string] ?? [];
  return values.flatMap((value) => expand(name.replace(placeholder[0], value)));
};

/** The variables the first column of a markdown section's table names (README "Settings (environment)"). */
export function tableVariables(markdown: string, heading: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] as string).matchAll(/`([A-Z][\w<>]*)`/g)])
    .flatMap((m) => expand(m[1] as string));
}

/** Every variable the server's config reads, in the demo and in production (which checks more). */
export function configVariables(): string[] {
  const read = new Set<string>();
  for (const mode of [undefined, 'production']) {
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get(_, key) {
        if (typeof key === 'string') read.add(key);
        return key === 'NODE_ENV' ? mode : undefined;
      },
    });
    loadConfig(env);
  }
  return [...read].filter((key) => /^[A-Z][A-Z0-9_]*$/.test(key)).sort();
}
