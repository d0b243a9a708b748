import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes, topics } from '../../../src/contract';
import {
  providerOf,
  SOCIAL_MESSAGES,
  SocialLoginRequest,
  type SocialLoginResponse,
  SocialRegisterRequest,
  SocialRegistrationId,
} from '../../../src/contract/social';
import { HttpError, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { assertRate } from '../../plugins/write-limit/rate';
import { setSessionCookie } from '../user/cookie';
import { assertNicknameFree, assertUsernameFree } from '../user/name-rules';
import type { SessionUser } from '../user/sessions';
import { createSession } from '../user/sessions';
import { TICKET_COOKIE } from './flow-routes';
import { type SocialTicket, TICKET_TTL_MS } from './repository';

const EXPIRED = '소셜 로그인 정보가 만료되었습니다. 다시 로그인해 주세요.';
/**
 * The browser's copy of a social token waiting for its owner to sign in (an e-mail match): kept
 * apart from the flow's own cookie, which the next flow (the sign-in with a linked provider) replaces.
 */
const PENDING_COOKIE = 'c9_social_pending';
const COOKIE_PATH = '/api/v1/social';
const ProviderParams = z.object({ provider: SocialRegistrationId });

/**
 * What the page does with a finished flow (SPEC sections 4 and 7): sign in, add the provider to an
 * existing account, or register; and the member's own list of providers.
 */
export async function socialRoutes(app: FastifyInstance) {
  const { db, publisher, socialRepository: repo, accountRepository: accounts } = app;

  /** The finished flow the value names, only beside the browser's own copy of it. */
  async function ticketOf(req: FastifyRequest, value: string): Promise<SocialTicket> {
    const ours = req.cookies[TICKET_COOKIE] === value || req.cookies[PENDING_COOKIE] === value;
    const ticket = ours ? await repo.findTicket(value) : undefined;
    if (!ticket) throw new HttpError(401, EXPIRED);
    return ticket;
  }

  async function signIn(req: FastifyRequest, reply: FastifyReply, user: SessionUser) {
    // SPEC section 3: a social login always remembers the member.
    const { sid, expiresAt } = await createSession(db, {
      userUuid: user.uuid,
      remember: true,
      deviceId: req.deviceId,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    });
    setSessionCookie(
      reply,
      { sid, userUuid: user.uuid },
      { remember: true, secure: app.config.cookieSecure, expiresAt },
    );
  }

  /** Spends the ticket: two tabs finishing the same flow sign in once. Its cookie goes with it. */
  async function spend(req: FastifyRequest, reply: FastifyReply, value: string) {
    if (!(await repo.takeTicket(value))) throw new HttpError(401, EXPIRED);
    for (const name of [TICKET_COOKIE, PENDING_COOKIE])
      if (req.cookies[name] === value) reply.clearCookie(name, { path: COOKIE_PATH });
  }

  /** Keeps the ticket for after its owner signs in, whichever way they do. */
  function keepPending(reply: FastifyReply, value: string) {
    reply.setCookie(PENDING_COOKIE, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.cookieSecure,
      maxAge: TICKET_TTL_MS / 1000,
    });
  }

  /** Adds the provider to the member, refusing what would take it or a SOOP id from someone else. */
  async function linkTo(user: SessionUser, ticket: SocialTicket): Promise<SessionUser> {
    const providers = await repo.providersOf(user.uuid);
    if (providers.includes(ticket.provider))
      throw new HttpError(409, '이미 이 소셜 로그인이 연결되어 있습니다. 먼저 연결을 해제해 주세요.');
    const soopId = ticket.socialUser.afreecatvUserId;
    if (soopId && user.afreecatvUserId && user.afreecatvUserId !== soopId)
      throw new HttpError(409, '이 계정에는 다른 SOOP 아이디가 연동되어 있습니다.');
    if (soopId && !user.afreecatvUserId && (await app.soopLinkRepository.ownerOf(soopId)))
      throw new HttpError(409, '이 SOOP 아이디는 다른 계정에 연동되어 있습니다.');
    const linked = await repo.link(user, ticket);
    await publisher.publish(topics.userSession(user.uuid), { type: 'update' });
    return linked;
  }

  app.get(apiRoutes.socialToken, async (req) => {
    const { value } = parseInput(z.object({ value: z.string().min(1).max(200) }), req.query);
    return { social: (await ticketOf(req, value)).socialUser };
  });

  app.post(apiRoutes.socialLogin, async (req, reply): Promise<SocialLoginResponse> => {
    const { provider: id } = parseInput(ProviderParams, req.params);
    const input = parseInput(SocialLoginRequest, req.body);
    const ticket = await ticketOf(req, input.accessToken);
    if (ticket.provider !== providerOf(id) || input.registrationId !== id)
      throw new HttpError(400, '잘못된 요청입니다.');
    const addProvider = input.addProvider === 'true';
    const answer = (
      result: boolean,
      type: SocialLoginResponse['type'],
      needsSignIn = false,
    ): SocialLoginResponse => ({
      result,
      type,
      token: result ? null : input.accessToken,
      socialUser: ticket.socialUser,
      needsSignIn,
    });

    const auth = await req.auth();
    const owner = await repo.ownerOf(ticket.provider, ticket.providerUserId);

    // Started from the account page by a signed-in member: add it to that account.
    if (ticket.linkUserUuid) {
      if (auth?.user.uuid !== ticket.linkUserUuid) throw new HttpError(401, EXPIRED);
      if (owner && owner.uuid !== auth.user.uuid)
        throw new HttpError(409, '이 소셜 계정은 다른 회원의 계정에 연결되어 있습니다.');
      await spend(req, reply, input.accessToken);
      if (!owner) await linkTo(auth.user, ticket);
      return answer(true, 'login');
    }

    // Yes to adding, from a member signed in: the owner adds it to their own account, never another's.
    if (addProvider && auth) {
      if (owner && owner.uuid !== auth.user.uuid)
        throw new HttpError(409, '이 소셜 계정은 다른 회원의 계정에 연결되어 있습니다.');
      await spend(req, reply, input.accessToken);
      if (!owner) await linkTo(auth.user, ticket);
      return answer(true, 'login');
    }

    if (owner) {
      await spend(req, reply, input.accessToken);
      await signIn(req, reply, owner);
      return answer(true, 'login');
    }
    const existing = await repo.existingAccount(ticket);
    if (!existing) return answer(false, 'register');
    // An e-mail proves nothing of who owns the account (not every provider checks it): the owner
    // signs in to it first, and the page adds the provider then (the branch above).
    if (existing.by === 'email') {
      if (addProvider) throw new HttpError(403, SOCIAL_MESSAGES.signInFirst);
      keepPending(reply, input.accessToken);
      return answer(false, 'addProvider', true);
    }
    // SOOP itself proved this SOOP id, the one the account proved with a code on its station or
    // a SOOP login: the same proof the account's link rests on, so yes signs in (SPEC section 4).
    if (!addProvider) return answer(false, 'addProvider');
    await spend(req, reply, input.accessToken);
    await signIn(req, reply, await linkTo(existing.user, ticket));
    return answer(true, 'login');
  });

  app.post(apiRoutes.socialRegister, async (req, reply) => {
    const input = parseInput(SocialRegisterRequest, req.body);
    const ticket = await ticketOf(req, input.token);
    if (ticket.linkUserUuid) throw new HttpError(400, '잘못된 요청입니다.');
    await assertRate(db, 'register', req.ip, app.config.writeLimitScale);
    await assertUsernameFree(accounts, input.username);
    await assertNicknameFree(db, accounts, input.nickname);
    // Registered meanwhile (another tab): that account signs in, no second one.
    if (await repo.ownerOf(ticket.provider, ticket.providerUserId))
      throw new HttpError(409, '이미 가입된 소셜 계정입니다. 로그인해 주세요.');
    await spend(req, reply, input.token);
    const user = await repo.register(
      { username: input.username, nickname: input.nickname, deviceId: req.deviceId },
      ticket,
    );
    await signIn(req, reply, user);
    return accounts.dtoOf(user);
  });

  app.delete(apiRoutes.meSocial, async (req) => {
    const { user } = await requireUser(req);
    const { provider: id } = parseInput(ProviderParams, req.params);
    const outcome = await repo.unlink(user, providerOf(id));
    if (outcome === 'missing') throw new HttpError(404, '연결되지 않은 소셜 로그인입니다.');
    if (outcome === 'last')
      throw new HttpError(
        400,
        '마지막 로그인 수단은 해제할 수 없습니다. 다른 소셜 로그인을 먼저 연결해 주세요.',
      );
    await publisher.publish(topics.userSession(user.uuid), { type: 'update' });
    return accounts.dtoOf(user);
  });
}
