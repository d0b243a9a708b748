import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiRoutes,
  DeviceIdRequest,
  LoginRequest,
  PasswordChangeRequest,
  RegisterRequest,
  topics,
  UpdateMeRequest,
} from '../../../src/contract';
import { HttpError, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { assertSameSiteNavigation } from '../../plugins/origin';
import { assertRate } from '../../plugins/write-limit/rate';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { assertLoginAllowed, clearLoginFailures, loginSource, recordLoginFailure } from './login-limit';
import { assertNicknameFree, assertUsernameFree } from './name-rules';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { createSession, revokeSession, revokeUserSessions } from './sessions';

const LOGIN_FAILED = '아이디 또는 비밀번호가 올바르지 않습니다.';

export async function accountRoutes(app: FastifyInstance) {
  const { db, publisher, accountRepository: accounts } = app;

  app.post(apiRoutes.register, async (req) => {
    const input = parseInput(RegisterRequest, req.body);
    // Per client address (TRUST_PROXY names it behind a proxy): throwaway accounts in bulk wait.
    await assertRate(db, 'register', req.ip, app.config.writeLimitScale);
    await assertUsernameFree(accounts, input.username);
    await assertNicknameFree(db, accounts, input.nickname);
    const user = await accounts.create({
      username: input.username,
      nickname: input.nickname,
      passwordHash: await hashPassword(input.password),
      deviceId: req.deviceId,
    });
    return accounts.dtoOf(user);
  });

  app.post(apiRoutes.login, async (req, reply) => {
    const input = parseInput(LoginRequest, req.body);
    const user = await accounts.findByUsername(input.username);
    const source = await loginSource(db, req.ip, req.deviceId, user?.uuid);
    await assertLoginAllowed(db, source, input.username);
    // An unknown username costs the same hash as a known one: the answer's time tells nothing.
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !matches) {
      await recordLoginFailure(db, source, input.username);
      throw new HttpError(401, LOGIN_FAILED);
    }
    await clearLoginFailures(db, source, input.username);
    const remember = input['remember-me'] === 'true' || input['remember-me'] === 'on';
    const { sid, expiresAt } = await createSession(db, {
      userUuid: user.uuid,
      remember,
      deviceId: req.deviceId,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    });
    setSessionCookie(
      reply,
      { sid, userUuid: user.uuid },
      { remember, secure: app.config.cookieSecure, expiresAt },
    );
    return accounts.dtoOf(user);
  });

  async function logout(req: FastifyRequest, reply: FastifyReply) {
    const auth = await req.auth();
    clearSessionCookie(reply);
    if (auth) {
      await revokeSession(db, auth.sessionId);
      // Other tabs on this session hear it and log out; other devices keep their own sessions.
      await publisher.publish(
        topics.userSession(auth.user.uuid),
        { type: 'logout' },
        { onlySessionId: auth.sessionId },
      );
      await publisher.closeSession(auth.sessionId);
    }
    return { result: true };
  }
  app.post(apiRoutes.logout, logout);
  // The spec's GET stays for links and bookmarks of this site; another site cannot make it run.
  app.get(apiRoutes.logout, async (req, reply) => {
    assertSameSiteNavigation(req);
    return logout(req, reply);
  });

  app.get(apiRoutes.me, async (req) => accounts.dtoOf((await requireUser(req)).user));

  app.put(apiRoutes.me, async (req) => {
    const { user } = await requireUser(req);
    const input = parseInput(UpdateMeRequest, req.body);
    await assertNicknameFree(db, accounts, input.nickname, user.uuid);
    const updated = await accounts.setNickname(user.uuid, input.nickname);
    await publisher.publish(topics.userSession(user.uuid), { type: 'update' });
    return accounts.dtoOf(updated);
  });

  app.put(apiRoutes.meDeviceId, async (req) => {
    const auth = await requireUser(req);
    const { deviceId } = parseInput(DeviceIdRequest, req.body);
    return accounts.dtoOf(await accounts.setDeviceId(auth.user.uuid, auth.sessionId, deviceId));
  });

  app.put(apiRoutes.mePassword, async (req) => {
    const auth = await requireUser(req);
    const input = parseInput(PasswordChangeRequest, req.body);
    if (!(await verifyPassword(input.currentPassword, auth.user.passwordHash))) {
      throw new HttpError(400, '현재 비밀번호가 올바르지 않습니다.', 'currentPassword');
    }
    if (input.currentPassword === input.newPassword) {
      throw new HttpError(400, '새 비밀번호가 현재 비밀번호와 같습니다.', 'newPassword');
    }
    await accounts.setPasswordHash(auth.user.uuid, await hashPassword(input.newPassword));
    // Other sessions were opened with the old password: end them, keep this one.
    const others = await accounts.revokeOtherSessions(auth.user.uuid, auth.sessionId);
    for (const idHash of others) {
      await publisher.publish(
        topics.userSession(auth.user.uuid),
        { type: 'logout' },
        { onlySessionId: idHash },
      );
      await publisher.closeSession(idHash);
    }
    return { result: true };
  });

  app.delete(apiRoutes.meWithdraw, async (req, reply) => {
    const { user } = await requireUser(req);
    await accounts.withdraw(user);
    await revokeUserSessions(db, user.uuid);
    clearSessionCookie(reply);
    await publisher.publish(topics.userSession(user.uuid), { type: 'logout' });
    await publisher.closeUser(user.uuid);
    return { result: true };
  });
}
