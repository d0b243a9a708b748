import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AfreecatvCode, AfreecatvCodeRequest, apiRoutes, topics } from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { MANAGER_OR_HIGHER, requireRole, requireUser } from '../../plugins/auth';

const CODE_TTL_MS = 30 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  `C9-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
const TAKEN = '이미 다른 계정에 연동된 SOOP 아이디입니다.';
const UserParam = z.object({ id: z.string().uuid('사용자를 찾을 수 없습니다.') });

/**
 * Linking a SOOP account (SPEC section 7 "Platform account link"): the user gets a code, puts it on
 * their station (profile text or station name), and verification reads it back through the adapter.
 */
export async function soopLinkRoutes(app: FastifyInstance) {
  const { publisher, soopLinkRepository: links, accountRepository: accounts } = app;

  async function assertFree(afreecatvUserId: string, userUuid: string) {
    const owner = await links.ownerOf(afreecatvUserId);
    if (owner && owner !== userUuid) throw new HttpError(400, TAKEN, 'afreecatvUserId');
  }

  app.get(apiRoutes.meSoopUserId, async (req) => {
    const { user } = await requireUser(req);
    return { afreecatvUserId: user.afreecatvUserId };
  });

  app.post(apiRoutes.meSoopCode, async (req): Promise<AfreecatvCode> => {
    const { user } = await requireUser(req);
    const { afreecatvUserId } = parseInput(AfreecatvCodeRequest, req.body);
    await assertFree(afreecatvUserId, user.uuid);
    const code = {
      userUuid: user.uuid,
      afreecatvUserId,
      code: newCode(),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    };
    await links.saveCode(code);
    return { afreecatvUserId, code: code.code, expiresAt: code.expiresAt.toISOString() };
  });

  app.post(apiRoutes.meSoopCodeVerify, async (req) => {
    const { user } = await requireUser(req);
    const { afreecatvUserId } = parseInput(AfreecatvCodeRequest, req.body);
    const issued = await links.codeOf(user.uuid);
    if (!issued || issued.afreecatvUserId !== afreecatvUserId) {
      throw new HttpError(400, '인증 코드를 먼저 발급받으세요.', 'afreecatvUserId');
    }
    if (issued.expiresAt.getTime() < Date.now())
      throw new HttpError(400, '인증 코드가 만료되었습니다. 새 코드를 발급받으세요.');
    let texts: string[];
    try {
      texts = (await app.soop().station(afreecatvUserId)).ownerTexts;
    } catch (err) {
      // SOOP not configured on this server: say so rather than blame the member's id.
      if (err instanceof HttpError && err.status === 503) throw err;
      req.log.warn({ err, afreecatvUserId }, 'station read for linking failed');
      throw new HttpError(
        502,
        '방송국 정보를 읽지 못했습니다. 아이디를 확인하고 잠시 후 다시 시도해 주세요.',
      );
    }
    if (!texts.some((t) => t.includes(issued.code))) {
      throw new HttpError(
        400,
        '방송국에서 인증 코드를 찾지 못했습니다. 방송국 소개글에 코드를 넣고 다시 시도해 주세요.',
      );
    }
    await assertFree(afreecatvUserId, user.uuid);
    const linked = await links.link(user.uuid, afreecatvUserId);
    await publisher.publish(topics.userSession(user.uuid), { type: 'update' });
    return accounts.dtoOf(linked);
  });

  app.get(apiRoutes.userSoopUserId, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(UserParam, req.params);
    const user = await links.linkedId(id);
    if (!user) throw notFound('사용자를 찾을 수 없습니다.');
    return user;
  });

  app.delete(apiRoutes.userSoopLink, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(UserParam, req.params);
    if (!(await links.unlink(id))) throw notFound('사용자를 찾을 수 없습니다.');
    await publisher.publish(topics.userSession(id), { type: 'update' });
    return { result: true };
  });
}
