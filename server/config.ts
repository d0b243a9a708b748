import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Seed demo data into an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Set behind HTTPS so the session cookie is marked Secure. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built client served on the same port; absent in API-only tests. */
  STATIC_DIR: z.string().default('./dist'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seedDemo: boolean;
  cookieSecure: boolean;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  staticDir: string | undefined;
  /** Several test servers share one Redis: a prefix keeps their channels apart. */
  busChannel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    seedDemo: e.SEED_DEMO === 'true',
    cookieSecure: e.COOKIE_SECURE === 'true',
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    busChannel: env.BUS_CHANNEL ?? 'c9:broker',
  };
}
