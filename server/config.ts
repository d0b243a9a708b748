import { z } from 'zod';
import { DEFAULT_STAFF_POINT_CAPS, MAX_POINT_CHANGE } from '../src/contract/point';
import type { ServiceState, Services } from '../src/contract/services';
import type { SocialRegistrationId } from '../src/contract/social';
import { loadPointSettings, type PointSettings } from './modules/point/settings';

const staffPointCap = (fallback: number) =>
  z.coerce.number().int().min(1).max(MAX_POINT_CHANGE).default(fallback);

const Env = z.object({
  /** `production` is the product: no simulator and no demo data, ever. Anything else is the demo. */
  NODE_ENV: z.string().optional(),
  /**
   * Which built-in stand-ins run for services that are not configured: `auto` (the demo: every
   * unconfigured one; production: none), `none`, or a list of `soop`, `bnet`, `social`.
   */
  SIMULATORS: z.string().default('auto'),
  /** Production's first admin, made at start when no account has this username. */
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PORT: z.coerce.number().int().min(0).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Seed demo data into an empty database (the demo's default; never in production). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** With the demo data, the shop's packs, open events and a point drop soon after each start. */
  SEED_DEMO_EVENTS: z.enum(['true', 'false']).optional(),
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For. Off by default, since a
   * client could otherwise name any address and slip past the per-address login and page-view caps.
   */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Set behind HTTPS so the session cookie is marked Secure. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The streaming platform's station and board APIs; unset = the built-in simulator. */
  SOOP_STATION_URL: z.string().url().optional(),
  SOOP_BOARD_URL: z.string().url().optional(),
  /** A relay serving the broadcasts' chat as JSON (parse.ts `parseChat`); unset = the simulator's, or none. */
  SOOP_CHAT_URL: z.string().url().optional(),
  SOOP_POLL_MS: z.coerce.number().int().min(0).optional(),
  SOOP_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  /** How often the simulator changes something; 0 = only when tests drive it. */
  SOOP_SIMULATOR_TICK_MS: z.coerce.number().int().min(0).default(20_000),
  /** StarCraft: Remastered's web API (the `/web-api/...` paths); unset = the built-in simulator. */
  BNET_URL: z.string().url().optional(),
  /** The ladder whose rank is read (`leaderboard-rank-by-toon`); unset with BNET_URL = no rank. */
  BNET_LEADERBOARD_ID: z.coerce.number().int().min(0).optional(),
  BNET_REFRESH_MS: z.coerce.number().int().min(0).optional(),
  BNET_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  /** How long a social login provider may take to answer one call. */
  SOCIAL_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  /** Folder of the built client served on the same port; absent in API-only tests. */
  STATIC_DIR: z.string().default('./dist'),
  /** Accept push subscriptions on plain-HTTP loopback (tests run a push service there). */
  PUSH_ALLOW_LOOPBACK: z.enum(['true', 'false']).optional(),
  /**
   * Multiplies every per-member write limit and per-address limit (`plugins/write-limit`); tests
   * that write or register in bulk raise it.
   */
  WRITE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /** log2 of scrypt's N for new password hashes; under 15 only outside production (tests). */
  PASSWORD_SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(15),
  /** Open WebSocket connections one client address may hold on a node (a carrier NAT is one address). */
  WS_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(200),
  /** The STOMP heart-beat the server asks of clients: a client silent for twice that is closed. */
  WS_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  /** The most one staff point adjustment may move, for a manager and for an admin (`DEFAULT_STAFF_POINT_CAPS`). */
  STAFF_POINT_CAP_MANAGER: staffPointCap(DEFAULT_STAFF_POINT_CAPS.MANAGER),
  STAFF_POINT_CAP_ADMIN: staffPointCap(DEFAULT_STAFF_POINT_CAPS.ADMIN),
});

const SOCIAL_ENV = ['NAVER', 'KAKAO', 'SOOP'] as const;

/** `SOCIAL_<P>_CLIENT_ID` and friends for each provider (README's settings table). */
const socialEnv = (env: NodeJS.ProcessEnv, p: (typeof SOCIAL_ENV)[number]): SocialProviderConfig => {
  const read = (name: string) =>
    z
      .string()
      .url()
      .optional()
      .parse(env[`SOCIAL_${p}_${name}`] || undefined);
  return {
    clientId: env[`SOCIAL_${p}_CLIENT_ID`] || null,
    clientSecret: env[`SOCIAL_${p}_CLIENT_SECRET`] ?? '',
    redirectUrl: read('REDIRECT_URL') ?? null,
    authorizeUrl: read('AUTHORIZE_URL') ?? null,
    tokenUrl: read('TOKEN_URL') ?? null,
    profileUrl: read('PROFILE_URL') ?? null,
  };
};

/** One social login provider's settings; null endpoints are the provider's real ones. */
export interface SocialProviderConfig {
  /** Null: the built-in simulator stands in for this provider. */
  clientId: string | null;
  clientSecret: string;
  /** The callback URL registered with the provider; null = this server's own, from the request. */
  redirectUrl: string | null;
  authorizeUrl: string | null;
  tokenUrl: string | null;
  profileUrl: string | null;
}

/** Built-in stand-ins for the outside services: on only in the demo, for what is not configured. */
export interface Simulators {
  soop: boolean;
  bnet: boolean;
  /** The social login providers that have no client id. */
  social: boolean;
}

export type Config = {
  /** `demo` (`npm start`) or `production` (`NODE_ENV=production`): see `loadConfig`. */
  mode: 'demo' | 'production';
  simulators: Simulators;
  /** Production's first admin account, made at start if its username is free. */
  initialAdmin: { username: string; password: string } | null;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seedDemo: boolean;
  /** Serve the OpenAPI document of every endpoint at `/api/docs`. */
  apiDocs: boolean;
  /** The demo's shop and events seeded with its data, and its point drop `demoDropDelayMs` after start. */
  seedDemoEvents: boolean;
  demoDropDelayMs: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  staticDir: string | undefined;
  /** Several test servers share one Redis: a prefix keeps their channels apart. */
  busChannel: string;
  /** Contact push services see in the VAPID signature. */
  pushSubject: string;
  pushAllowLoopback: boolean;
  writeLimitScale: number;
  socketsPerAddress: number;
  heartbeatMs: number;
  passwordCost: number;
  social: {
    naver: SocialProviderConfig;
    kakao: SocialProviderConfig;
    afreecatv: SocialProviderConfig;
    timeoutMs: number;
  };
  /** What members earn for posts, comments, likes and check-ins, and the caps. */
  points: PointSettings;
  /** The most one staff point adjustment may move, by the staff member's role. */
  staffPointCaps: { MANAGER: number; ADMIN: number };
  soop: {
    /** Null: the simulator on this server. */
    stationUrl: string | null;
    boardUrl: string | null;
    /** Null: the simulator's chat, or no chat reading when a real station API is set. */
    chatUrl?: string | null;
    /** 0 stops polling (tests poll by hand). */
    pollMs: number;
    timeoutMs: number;
    simulatorTickMs: number;
  };
  bnet: {
    /** Null: the simulator on this server. */
    url: string | null;
    leaderboardId: number | null;
    /** How old the crew's records may get before a read refreshes them; 0 = every read. */
    refreshMs: number;
    timeoutMs: number;
  };
};

/** A setting production refuses to start with; the message is the one line the operator reads. */
export class UnsafeSettings extends Error {
  override name = 'UnsafeSettings';
}

const SIMULATOR_NAMES = ['soop', 'bnet', 'social'] as const;

function simulatorsOf(value: string, production: boolean): Simulators {
  const v = value.trim().toLowerCase();
  if (v === 'auto') return { soop: !production, bnet: !production, social: !production };
  if (v === 'none' || v === '') return { soop: false, bnet: false, social: false };
  const named = v.split(',').map((n) => n.trim());
  const unknown = named.find((n) => !(SIMULATOR_NAMES as readonly string[]).includes(n));
  if (unknown)
    throw new UnsafeSettings(`SIMULATORS: unknown simulator "${unknown}" (auto, none, soop, bnet, social)`);
  if (production) throw new UnsafeSettings(`SIMULATORS=${value}: production runs no simulator`);
  return { soop: named.includes('soop'), bnet: named.includes('bnet'), social: named.includes('social') };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A plain-HTTP address of another machine (an unparsable one is left to the schema to refuse). */
const plainHttpElsewhere = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
};

/** Production refuses what only a demo or a test may do, one reason at a time. */
function assertSafeForProduction(e: z.infer<typeof Env>, env: NodeJS.ProcessEnv): void {
  if (e.SEED_DEMO === 'true') throw new UnsafeSettings('SEED_DEMO=true: demo data is for the demo only');
  if (e.SEED_DEMO_EVENTS === 'true')
    throw new UnsafeSettings('SEED_DEMO_EVENTS=true: demo events are for the demo only');
  if (e.PUSH_ALLOW_LOOPBACK === 'true')
    throw new UnsafeSettings('PUSH_ALLOW_LOOPBACK=true: plain-HTTP push services are for tests only');
  for (const p of SOCIAL_ENV) {
    // KAKAO may run without a secret; NAVER and SOOP cannot trade a code without one.
    if (env[`SOCIAL_${p}_CLIENT_ID`] && p !== 'KAKAO' && !env[`SOCIAL_${p}_CLIENT_SECRET`])
      throw new UnsafeSettings(`SOCIAL_${p}_CLIENT_ID is set without SOCIAL_${p}_CLIENT_SECRET`);
    for (const name of ['AUTHORIZE_URL', 'TOKEN_URL', 'PROFILE_URL', 'REDIRECT_URL']) {
      const value = env[`SOCIAL_${p}_${name}`];
      if (value && plainHttpElsewhere(value))
        throw new UnsafeSettings(`SOCIAL_${p}_${name} must be https (tokens and codes travel there)`);
    }
  }
  if (e.PASSWORD_SCRYPT_COST < 15)
    throw new UnsafeSettings('PASSWORD_SCRYPT_COST under 15: cheap password hashes are for tests only');
  if ((e.ADMIN_USERNAME ? 1 : 0) + (e.ADMIN_PASSWORD ? 1 : 0) === 1)
    throw new UnsafeSettings('ADMIN_USERNAME and ADMIN_PASSWORD go together');
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 12)
    throw new UnsafeSettings('ADMIN_PASSWORD must be at least 12 characters');
}

/**
 * The settings of this process. `NODE_ENV=production` is the product: no simulator, no demo data,
 * each outside service configured or off; it throws `UnsafeSettings` on what only a demo may do.
 * Anything else is the demo: the simulators stand in for every service left unconfigured.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(env);
  const production = e.NODE_ENV === 'production';
  if (production) assertSafeForProduction(e, env);
  return {
    mode: production ? 'production' : 'demo',
    simulators: simulatorsOf(e.SIMULATORS, production),
    initialAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : null,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    seedDemo: (e.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    apiDocs: (e.API_DOCS ?? (production ? 'false' : 'true')) === 'true',
    seedDemoEvents: !production && e.SEED_DEMO_EVENTS !== 'false',
    demoDropDelayMs: 60_000,
    cookieSecure: e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    busChannel: env.BUS_CHANNEL ?? 'c9:broker',
    pushSubject: env.PUSH_SUBJECT ?? 'mailto:admin@c9.example',
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK === 'true',
    writeLimitScale: e.WRITE_LIMIT_SCALE,
    socketsPerAddress: e.WS_SOCKETS_PER_ADDRESS,
    heartbeatMs: e.WS_HEARTBEAT_MS,
    passwordCost: e.PASSWORD_SCRYPT_COST,
    social: {
      naver: socialEnv(env, 'NAVER'),
      kakao: socialEnv(env, 'KAKAO'),
      afreecatv: socialEnv(env, 'SOOP'),
      timeoutMs: e.SOCIAL_TIMEOUT_MS,
    },
    points: loadPointSettings(env),
    staffPointCaps: { MANAGER: e.STAFF_POINT_CAP_MANAGER, ADMIN: e.STAFF_POINT_CAP_ADMIN },
    soop: {
      stationUrl: e.SOOP_STATION_URL ?? null,
      boardUrl: e.SOOP_BOARD_URL ?? e.SOOP_STATION_URL ?? null,
      chatUrl: e.SOOP_CHAT_URL ?? null,
      // The real platform is polled gently; the simulator answers on loopback and can go faster.
      pollMs: e.SOOP_POLL_MS ?? (e.SOOP_STATION_URL || production ? 30_000 : 5_000),
      timeoutMs: e.SOOP_TIMEOUT_MS,
      simulatorTickMs: e.SOOP_SIMULATOR_TICK_MS,
    },
    bnet: {
      url: e.BNET_URL ?? null,
      leaderboardId: e.BNET_LEADERBOARD_ID ?? null,
      refreshMs: e.BNET_REFRESH_MS ?? (e.BNET_URL ? 600_000 : 60_000),
      timeoutMs: e.BNET_TIMEOUT_MS,
    },
  };
}

/** What stands behind each outside service (`src/contract/services.ts`): configured, simulated or off. */
export function servicesOf(config: Config): Omit<Services, 'soopSimulatorHere'> {
  const state = (configured: boolean, simulated: boolean): ServiceState =>
    configured ? 'live' : simulated ? 'simulated' : 'off';
  const social = (p: keyof Config['social'] & SocialRegistrationId) =>
    state(!!config.social[p].clientId, config.simulators.social);
  const soop = state(!!config.soop.stationUrl, config.simulators.soop);
  return {
    demo: config.mode === 'demo',
    soop,
    // The simulator talks on its broadcasts; the real platform's chat needs a relay (SOOP_CHAT_URL).
    soopChat: config.soop.chatUrl ? 'live' : soop === 'simulated' ? 'simulated' : 'off',
    bnet: state(!!config.bnet.url, config.simulators.bnet),
    social: { naver: social('naver'), kakao: social('kakao'), afreecatv: social('afreecatv') },
  };
}
