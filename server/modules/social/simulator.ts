import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  providerOf,
  SocialRegistrationId as RegistrationId,
  type SocialRegistrationId,
  socialProviderNames,
} from '../../../src/contract/social';
import { SIMULATOR_PREFIXES } from '../../lib/simulators';
import { SIMULATED_PATHS, SIMULATOR_CLIENT } from './providers';

/** Path the simulated social login providers are served under, on the app's own port. */
export const SOCIAL_SIMULATOR_PREFIX = SIMULATOR_PREFIXES.social;

interface Identity {
  id: string;
  nickname: string;
  email: string | null;
}

/** Who the simulator's sign-in page offers first: the SOOP one is the demo `soopfan`'s SOOP id. */
const DEFAULT_IDENTITY: Record<SocialRegistrationId, Identity> = {
  naver: { id: 'naver-fan-01', nickname: '네이버팬', email: 'naverfan@example.com' },
  kakao: { id: '3141592653', nickname: '카카오팬', email: 'kakaofan@example.com' },
  afreecatv: { id: 'soopfan01', nickname: 'SOOP팬', email: null },
};

const AuthorizeQuery = z.object({
  client_id: z.literal(SIMULATOR_CLIENT.id),
  redirect_uri: z.string().url(),
  response_type: z.literal('code'),
  state: z.string().min(1).max(200),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.enum(['S256', 'plain']).optional(),
});
const ApproveQuery = AuthorizeQuery.extend({
  cancel: z.string().optional(),
  uid: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{3,40}$/i)
    .optional(),
  nickname: z.string().trim().min(1).max(30).optional(),
  email: z.string().trim().email().max(100).or(z.literal('')).optional(),
});
const TokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string(),
  redirect_uri: z.string(),
  client_id: z.literal(SIMULATOR_CLIENT.id),
  client_secret: z.literal(SIMULATOR_CLIENT.secret),
  code_verifier: z.string().optional(),
});

interface IssuedCode {
  provider: SocialRegistrationId;
  identity: Identity;
  redirectUri: string;
  challenge: string | null;
  expiresAt: number;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** KAKAO's ids are numbers: a simulated id that is not one becomes a stable number. */
const kakaoId = (id: string) =>
  /^\d{1,15}$/.test(id)
    ? Number(id)
    : Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 12), 16);

function signInPage(provider: SocialRegistrationId, query: z.infer<typeof AuthorizeQuery>): string {
  const name = socialProviderNames[providerOf(provider)];
  const who = DEFAULT_IDENTITY[provider];
  const hidden = Object.entries(query)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`)
    .join('');
  const email =
    provider === 'afreecatv'
      ? ''
      : `<label>이메일 (인증된 주소로 취급)<input name="email" type="email" value="${escapeHtml(who.email ?? '')}"></label>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} 로그인 (시뮬레이터)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f7;color:#1d1d22;margin:0;display:grid;place-items:center;min-height:100vh}
@media (prefers-color-scheme:dark){body{background:#15151a;color:#ececf1}form{background:#22222a!important}input{background:#15151a;color:inherit;border-color:#44444f!important}}
form{background:#fff;border-radius:16px;padding:28px;width:min(360px,calc(100vw - 32px));box-sizing:border-box;display:grid;gap:14px;box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0}p{margin:0;font-size:14px;opacity:.75}label{display:grid;gap:6px;font-size:14px}
input{font:inherit;padding:10px 12px;border:1px solid #ccc;border-radius:8px}
button{font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}
.ok{background:#6b46c1;color:#fff;font-weight:600}.no{background:transparent;color:inherit;border:1px solid #8886}
</style></head><body>
<form method="get" action="${SOCIAL_SIMULATOR_PREFIX}/${provider}/approve">
<h1>${name} 로그인</h1>
<p>인터넷 없이 쓰는 ${name} 로그인 시뮬레이터입니다. 로그인할 계정을 정해 주세요.</p>
${hidden}
<label>${name} 아이디<input name="uid" value="${escapeHtml(who.id)}" autocapitalize="none" required></label>
<label>닉네임<input name="nickname" value="${escapeHtml(who.nickname)}" required></label>
${email}
<button class="ok" type="submit">동의하고 계속하기</button>
<button class="no" type="submit" name="cancel" value="1" formnovalidate>취소</button>
</form></body></html>`;
}

/**
 * A stand-in for NAVER, KAKAO and SOOP's OAuth 2.0 login with their paths and answer shapes
 * (SOOP.md), used for each provider with no client id set, so social login works offline. Its
 * sign-in page lets the person say who they are there; codes are single use and PKCE is checked.
 */
export function registerSocialSimulator(app: FastifyInstance) {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { provider: SocialRegistrationId; identity: Identity }>();

  const back = (reply: FastifyReply, redirectUri: string, params: Record<string, string>) => {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return reply.redirect(url.toString());
  };

  for (const provider of RegistrationId.options) {
    const paths = SIMULATED_PATHS[provider];

    app.get(`${SOCIAL_SIMULATOR_PREFIX}${paths.authorize}`, async (req, reply) => {
      const query = AuthorizeQuery.safeParse(req.query);
      if (!query.success) return reply.code(400).send({ error: 'invalid_request' });
      return reply.type('text/html; charset=utf-8').send(signInPage(provider, query.data));
    });

    app.get(`${SOCIAL_SIMULATOR_PREFIX}/${provider}/approve`, async (req, reply) => {
      const query = ApproveQuery.safeParse(req.query);
      if (!query.success) return reply.code(400).send({ error: 'invalid_request' });
      const q = query.data;
      // Only back to this same site: the simulator is no open redirect.
      if (new URL(q.redirect_uri).host !== req.headers.host)
        return reply.code(400).send({ error: 'invalid_redirect_uri' });
      if (q.cancel) return back(reply, q.redirect_uri, { error: 'access_denied', state: q.state });
      const who = DEFAULT_IDENTITY[provider];
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        provider,
        identity: {
          id: q.uid ?? who.id,
          nickname: q.nickname ?? who.nickname,
          email: provider === 'afreecatv' ? null : q.email || null,
        },
        redirectUri: q.redirect_uri,
        challenge:
          q.code_challenge && q.code_challenge_method === 'S256'
            ? q.code_challenge
            : (q.code_challenge ?? null),
        expiresAt: Date.now() + 60_000,
      });
      return back(reply, q.redirect_uri, { code, state: q.state });
    });

    app.post(`${SOCIAL_SIMULATOR_PREFIX}${paths.token}`, async (req, reply) => {
      const body = TokenBody.safeParse(req.body);
      if (!body.success) return reply.code(400).send({ error: 'invalid_request' });
      const issued = codes.get(body.data.code);
      codes.delete(body.data.code);
      const verifier = body.data.code_verifier;
      const pkceOk =
        !issued?.challenge ||
        (!!verifier && createHash('sha256').update(verifier).digest('base64url') === issued.challenge);
      if (
        !issued ||
        issued.provider !== provider ||
        issued.expiresAt < Date.now() ||
        issued.redirectUri !== body.data.redirect_uri ||
        !pkceOk
      )
        return reply.code(400).send({ error: 'invalid_grant' });
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, { provider, identity: issued.identity });
      return {
        access_token: accessToken,
        token_type: 'bearer',
        refresh_token: randomBytes(24).toString('base64url'),
        expires_in: 3600,
      };
    });
  }

  const holder = (token: string | undefined, provider: SocialRegistrationId) => {
    const found = token ? tokens.get(token) : undefined;
    return found?.provider === provider ? found.identity : undefined;
  };
  const bearer = (header: string | undefined) => header?.replace(/^Bearer\s+/i, '');

  app.get(`${SOCIAL_SIMULATOR_PREFIX}${SIMULATED_PATHS.naver.profile}`, async (req, reply) => {
    const who = holder(bearer(req.headers.authorization), 'naver');
    if (!who) return reply.code(401).send({ resultcode: '024', message: 'Authentication failed' });
    return {
      resultcode: '00',
      message: 'success',
      response: { id: who.id, nickname: who.nickname, email: who.email, profile_image: null },
    };
  });
  app.get(`${SOCIAL_SIMULATOR_PREFIX}${SIMULATED_PATHS.kakao.profile}`, async (req, reply) => {
    const who = holder(bearer(req.headers.authorization), 'kakao');
    if (!who) return reply.code(401).send({ code: -401, msg: 'this access token does not exist' });
    return {
      id: kakaoId(who.id),
      kakao_account: {
        profile: { nickname: who.nickname, profile_image_url: null },
        email: who.email,
        is_email_valid: !!who.email,
        is_email_verified: !!who.email,
      },
    };
  });
  app.post(`${SOCIAL_SIMULATOR_PREFIX}${SIMULATED_PATHS.afreecatv.profile}`, async (req) => {
    const token = z.object({ access_token: z.string() }).safeParse(req.body);
    const who = holder(token.success ? token.data.access_token : undefined, 'afreecatv');
    if (!who) return { result: -1, message: '유효하지 않은 토큰입니다.' };
    return {
      result: 1,
      data: {
        user_id: who.id,
        user_nick: who.nickname,
        station_name: `${who.nickname}의 방송국`,
        profile_image: null,
      },
    };
  });
}
