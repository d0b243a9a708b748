import { randomBytes } from 'node:crypto';
import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiPath, apiRoutes } from '../../../src/contract';
import { providerOf, SOCIAL_QUERY, SOCIAL_TIMEOUT, SocialRegistrationId } from '../../../src/contract/social';
import { servicesOf } from '../../config';
import { isDirectLoopback } from '../../lib/direct-loopback';
import { HttpError, parseInput } from '../../lib/http-error';
import { parseProfile, type SocialProfile } from './profile';
import { type ProviderSpec, resolveProvider } from './providers';
import type { SocialState } from './repository';
import { SOCIAL_SIMULATOR_PREFIX } from './simulator';

/** The browser's copy of the social token: the value in the page's address works only beside it. */
export const TICKET_COOKIE = 'c9_social_ticket';
const COOKIE_PATH = '/api/v1/social';
/** The page's own query names: never carried from the page that started the flow. */
const RESERVED = new Set<string>([...Object.values(SOCIAL_QUERY), 'link', 'state', 'code']);

const ProviderParams = z.object({ provider: SocialRegistrationId });
const CallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

class ProviderTimeout extends Error {}

const isTimeout = (error: unknown): boolean => {
  if (error instanceof ProviderTimeout) return true;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  // simple-oauth2 (Wreck) answers a token call that outlasted its timeout with a Boom 504.
  const boom = error as { isBoom?: boolean; output?: { statusCode?: number } };
  return boom?.isBoom === true && boom.output?.statusCode === 504;
};

/** Reads the profile the token opens: GET with Bearer (NAVER, KAKAO), POST with the token (SOOP). */
async function readProfile(
  id: SocialRegistrationId,
  spec: ProviderSpec,
  accessToken: string,
  timeoutMs: number,
): Promise<SocialProfile | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  const res =
    spec.profileMethod === 'GET'
      ? await fetch(spec.profileUrl, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          signal,
        })
      : await fetch(spec.profileUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ access_token: accessToken }).toString(),
          signal,
        });
  if (!res.ok) return null;
  return parseProfile(id, await res.json().catch(() => null));
}

/** The query the flow started with, minus the names the pages use for the flow itself. */
function returnQueryOf(req: FastifyRequest): string {
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
    if (!RESERVED.has(name) && typeof value === 'string') kept.append(name, value);
  }
  return kept.toString().slice(0, 1000);
}

/**
 * The authorization-code flow of each provider, finished here: `authorize` sends the browser to
 * the provider with a one-time state (and PKCE where supported, both by @fastify/oauth2), and
 * `callback` spends the state, trades the code for a token, reads the profile and hands the page
 * only a one-time social token. Every failure lands back on /login with nothing shown, except a
 * provider that did not answer in time, which the login page explains.
 */
export async function socialFlowRoutes(app: FastifyInstance) {
  const { config, socialRepository: repo } = app;
  const simulatorBase = `http://127.0.0.1:${config.port}${SOCIAL_SIMULATOR_PREFIX}`;
  const spent = new WeakMap<FastifyRequest, SocialState>();
  const providers = new Map<
    SocialRegistrationId,
    { oauth: OAuth2Namespace; spec: ReturnType<typeof resolveProvider>; stateCookie: string }
  >();

  const states = servicesOf(config).social;
  // A provider that is off (no client id, no simulator) has no flow: its button is not offered.
  for (const id of SocialRegistrationId.options.filter((p) => states[p] !== 'off')) {
    const spec = resolveProvider(id, config.social[id], simulatorBase);
    const authorize = new URL(spec.authorizeUrl);
    const token = new URL(spec.tokenUrl);
    const name = `social_${id}`;
    const stateCookie = `c9_social_state_${id}`;
    await app.register(oauth2, {
      name,
      credentials: {
        client: { id: spec.clientId, secret: spec.clientSecret },
        auth: {
          authorizeHost: authorize.origin,
          authorizePath: authorize.pathname,
          tokenHost: token.origin,
          tokenPath: token.pathname,
        },
        options: { authorizationMethod: 'body' },
        http: { timeout: config.social.timeoutMs },
      },
      scope: spec.scope,
      ...(spec.pkce ? { pkce: 'S256' as const } : {}),
      callbackUri: (req) =>
        config.social[id].redirectUrl ??
        `${req.protocol}://${req.host}${apiPath('socialCallback', { provider: id })}`,
      redirectStateCookieName: stateCookie,
      verifierCookieName: `c9_social_verifier_${id}`,
      cookie: { path: COOKIE_PATH, secure: config.cookieSecure, sameSite: 'lax' },
      // The state is also a row, spent by its callback: a replayed callback finds nothing.
      generateStateFunction: async (req: FastifyRequest) => {
        const state = randomBytes(24).toString('base64url');
        const link = (req.query as { link?: string }).link === '1';
        await repo.saveState(state, {
          provider: id,
          linkUserUuid: link ? ((await req.auth())?.user.uuid ?? null) : null,
          returnQuery: returnQueryOf(req),
        });
        return state;
      },
      // Good once, for the browser that started it (its state cookie), for this provider.
      checkStateFunction: async (req: FastifyRequest) => {
        const row = await spendState(req, id, stateCookie);
        if (row) spent.set(req, row);
        return !!row;
      },
    });
    providers.set(id, {
      oauth: (app as unknown as Record<string, OAuth2Namespace>)[name]!,
      spec,
      stateCookie,
    });
  }

  async function spendState(req: FastifyRequest, id: SocialRegistrationId, cookie: string) {
    const state = (req.query as { state?: unknown }).state;
    if (typeof state !== 'string' || req.cookies[cookie] !== state) return undefined;
    const row = await repo.takeState(state);
    return row?.provider === id ? row : undefined;
  }

  const backToLogin = (reply: FastifyReply, row: SocialState | undefined, timedOut = false) => {
    const query = new URLSearchParams(row?.returnQuery ?? '');
    if (timedOut) query.set(SOCIAL_QUERY.error, SOCIAL_TIMEOUT);
    const page = row?.linkUserUuid ? '/user/me/info' : '/login';
    const search = query.toString();
    return reply.redirect(search ? `${page}?${search}` : page);
  };

  app.get(apiRoutes.socialAuthorize, async (req, reply) => {
    const { provider: id } = parseInput(ProviderParams, req.params);
    const provider = providers.get(id);
    // The simulator answers only this machine (lib/simulators.ts): elsewhere it is as good as off.
    if (!provider || (provider.spec.simulated && !isDirectLoopback(req)))
      throw new HttpError(404, '이 서버에서 사용하지 않는 로그인 방법입니다.');
    const { oauth, spec } = provider;
    if ((req.query as { link?: string }).link === '1' && !(await req.auth())) return reply.redirect('/login');
    const uri = await oauth.generateAuthorizationUri(req, reply);
    // The simulator answers on this server: the browser goes there on whatever host it used.
    if (!spec.simulated) return reply.redirect(uri);
    const url = new URL(uri);
    return reply.redirect(`${url.pathname}${url.search}`);
  });

  app.get(apiRoutes.socialCallback, async (req, reply) => {
    const params = ProviderParams.safeParse(req.params);
    const query = CallbackQuery.safeParse(req.query);
    if (!params.success || !query.success) return reply.redirect('/login');
    const id = params.data.provider;
    const provider = providers.get(id);
    if (!provider) return reply.redirect('/login');
    const { oauth, spec, stateCookie } = provider;

    // Cancelled or refused on the provider's page: spend the state, back with nothing shown.
    if (query.data.error || !query.data.code) {
      const row = await spendState(req, id, stateCookie);
      reply.clearCookie(stateCookie, { path: COOKIE_PATH });
      return backToLogin(reply, row);
    }

    let profile: SocialProfile | null = null;
    try {
      const token = await oauth.getAccessTokenFromAuthorizationCodeFlow(req, reply);
      const accessToken = token.token.access_token;
      // NAVER answers a refused code with 200 and an error body: no token, no login.
      if (typeof accessToken === 'string' && accessToken)
        profile = await readProfile(id, spec, accessToken, config.social.timeoutMs);
    } catch (error) {
      req.log.warn({ provider: id, err: error }, 'social login failed');
      return backToLogin(reply, spent.get(req), isTimeout(error));
    }
    const row = spent.get(req);
    if (!row || !profile) {
      req.log.warn({ provider: id }, 'social login: no usable profile');
      return backToLogin(reply, row);
    }

    const value = randomBytes(32).toString('base64url');
    await repo.saveTicket(value, { provider: providerOf(id), profile, linkUserUuid: row.linkUserUuid });
    reply.setCookie(TICKET_COOKIE, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
    });
    const next = new URLSearchParams(row.returnQuery);
    next.set(SOCIAL_QUERY.token, value);
    next.set(SOCIAL_QUERY.provider, id);
    return reply.redirect(`${row.linkUserUuid ? '/user/me/info' : '/login'}?${next}`);
  });
}
