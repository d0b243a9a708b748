import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DeviceIdRequest,
  LoginRequest,
  PasswordChangeRequest,
  RegisterRequest,
  topics,
  UpdateMeRequest,
} from '../../../src/contract';
import { sessions, users } from '../../db/schema';
import { HttpError, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { assertSameSiteNavigation } from '../../plugins/origin';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { toUserDto } from './dto';
import { assertLoginAllowed, clearLoginFailures, loginSource, recordLoginFailure } from './login-limit';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { assertNotStaffLookalike } from './staff-nicknames';

const LOGIN_FAILED = '아이디 또는 비밀번호가 올바르지 않습니다.';

async function assertNicknameFree(deps: Pick<FastifyInstance, 'db'>, nickname: string, exceptUuid?: string) {
  const [taken] = await deps.db
    .select({ uuid: users.uuid })
    .from(users)
    .where(
      and(
        sql`lower(${users.nickname}) = lower(${nickname})`,
        exceptUuid ? ne(users.uuid, exceptUuid) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(400, '이미 사용 중인 닉네임입니다.', 'nickname');
  await assertNotStaffLookalike(deps.db, nickname, exceptUuid);
}

export async function accountRoutes(app: FastifyInstance) {
  const { db, publisher } = app;

  app.post('/api/v1/user/register', async (req) => {
    const input = parseInput(RegisterRequest, req.body);
    const [taken] = await db
      .select({ uuid: users.uuid })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`)
      .limit(1);
    if (taken) throw new HttpError(400, '이미 사용 중인 아이디입니다.', 'username');
    await assertNicknameFree(app, input.nickname);
    const [user] = await db
      .insert(users)
      .values({
        uuid: crypto.randomUUID(),
        username: input.username,
        nickname: input.nickname,
        passwordHash: await hashPassword(input.password),
        roles: ['USER'],
        deviceId: req.deviceId,
      })
      .returning();
    return toUserDto(db, user!);
  });

  app.post('/api/v1/login', async (req, reply) => {
    const input = parseInput(LoginRequest, req.body);
    const [user] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${input.username})`, sql`${users.withdrawnAt} is null`))
      .limit(1);
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
    setSessionCookie(reply, sid, { remember, secure: app.config.cookieSecure, expiresAt });
    return toUserDto(db, user);
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
  app.post('/api/v1/logout', logout);
  // The spec's GET stays for links and bookmarks of this site; another site cannot make it run.
  app.get('/api/v1/logout', async (req, reply) => {
    assertSameSiteNavigation(req);
    return logout(req, reply);
  });

  app.get('/api/v1/user/me', async (req) => toUserDto(db, (await requireUser(req)).user));

  app.put('/api/v1/user/me', async (req) => {
    const { user } = await requireUser(req);
    const input = parseInput(UpdateMeRequest, req.body);
    await assertNicknameFree(app, input.nickname, user.uuid);
    const [updated] = await db
      .update(users)
      .set({ nickname: input.nickname })
      .where(eq(users.uuid, user.uuid))
      .returning();
    await publisher.publish(topics.userSession(user.uuid), { type: 'update' });
    return toUserDto(db, updated!);
  });

  app.put('/api/v1/user/me/device-id', async (req) => {
    const auth = await requireUser(req);
    const { deviceId } = parseInput(DeviceIdRequest, req.body);
    const [updated] = await db
      .update(users)
      .set({ deviceId })
      .where(eq(users.uuid, auth.user.uuid))
      .returning();
    await db.update(sessions).set({ deviceId }).where(eq(sessions.idHash, auth.sessionId));
    return toUserDto(db, updated!);
  });

  app.put('/api/v1/user/me/password', async (req) => {
    const auth = await requireUser(req);
    const input = parseInput(PasswordChangeRequest, req.body);
    if (!(await verifyPassword(input.currentPassword, auth.user.passwordHash))) {
      throw new HttpError(400, '현재 비밀번호가 올바르지 않습니다.', 'currentPassword');
    }
    if (input.currentPassword === input.newPassword) {
      throw new HttpError(400, '새 비밀번호가 현재 비밀번호와 같습니다.', 'newPassword');
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword) })
      .where(eq(users.uuid, auth.user.uuid));
    // Other sessions were opened with the old password: end them, keep this one.
    const others = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userUuid, auth.user.uuid),
          ne(sessions.idHash, auth.sessionId),
          sql`${sessions.revokedAt} is null`,
        ),
      )
      .returning({ idHash: sessions.idHash });
    for (const { idHash } of others) {
      await publisher.publish(
        topics.userSession(auth.user.uuid),
        { type: 'logout' },
        { onlySessionId: idHash },
      );
      await publisher.closeSession(idHash);
    }
    return { result: true };
  });

  app.delete('/api/v1/user/me/withdraw', async (req, reply) => {
    const { user } = await requireUser(req);
    const tag = user.uuid.slice(0, 8);
    // The name and nickname are freed for others; posts keep the nickname they were written with.
    await db
      .update(users)
      .set({
        withdrawnAt: new Date(),
        username: `withdrawn_${tag}_${Date.now()}`,
        nickname: `탈퇴회원_${tag}`,
        afreecatvUserId: null,
        deviceId: null,
      })
      .where(eq(users.uuid, user.uuid));
    await revokeUserSessions(db, user.uuid);
    clearSessionCookie(reply);
    await publisher.publish(topics.userSession(user.uuid), { type: 'logout' });
    await publisher.closeUser(user.uuid);
    return { result: true };
  });
}
