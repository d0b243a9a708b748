import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contactEndpoints as api,
  apiRoutes,
  ContactAnswerInput,
  type ContactThread,
  MANAGER_OR_HIGHER,
  VisitorContactInput,
} from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { requireRole, requireUser } from '../../plugins/auth';
import { assertRate } from '../../plugins/write-limit/rate';
import { toContactSummary, toContactThread } from './dto';
import type { ContactRepository } from './repository';

const NOT_FOUND = '문의를 찾을 수 없습니다.';
/** Threads are keyed by uuid: anything else is no thread (a 404, never a database error). */
const ThreadParam = z.object({ id: z.string().uuid(NOT_FOUND) });

const snippet = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/** `/contact`'s and `/admin/contact`'s calls (`contactEndpoints`, two by hand). */
export function contactRoutes(threads: ContactRepository) {
  return async (app: FastifyInstance) => {
    const threadId = (params: unknown) => {
      const parsed = ThreadParam.safeParse(params);
      if (!parsed.success) throw notFound(NOT_FOUND);
      return parsed.data.id;
    };

    route(app, api.mine, async (req) => {
      const { user } = await requireUser(req);
      return { data: (await threads.listByAuthor(user.uuid)).map(toContactSummary) };
    });

    route(
      app,
      api.send,
      async (req) => {
        const { user } = await requireUser(req);
        const input = req.body;
        // Only the member's own upload, made for a contact thread (else a 400 on the field).
        const attachment = input.attachmentFileId
          ? await app.files.claim(input.attachmentFileId, {
              ownerUuid: user.uuid,
              purpose: 'contact-image',
              field: 'attachmentFileId',
            })
          : null;
        const id = await threads.create({
          ...input,
          authorUuid: user.uuid,
          attachmentFileId: attachment?.id ?? null,
        });
        return toContactThread((await threads.find(id))!);
      },
      { config: { writeLimit: 'contact' } },
    );

    // A visitor: no account, no image, an e-mail to answer to; limited per client address.
    // By hand: a signed-in member is refused before the body is read, which `route()` cannot do.
    app.post(apiRoutes.visitorContacts, async (req, reply) => {
      if (await req.auth())
        throw new HttpError(400, '로그인한 회원은 내 문의로 보내 주세요. 페이지를 새로 고쳐 주세요.');
      const input = parseInput(VisitorContactInput, req.body);
      await assertRate(app.db, 'visitorContact', req.ip, app.config.writeLimitScale);
      await threads.create({ ...input, authorUuid: null, attachmentFileId: null });
      reply.code(201);
      return { result: true };
    });

    // Another member's thread answers as no thread at all: its existence is not theirs to learn.
    route(app, api.thread, async (req) => {
      const { user } = await requireUser(req);
      const row = await threads.find(threadId(req.params));
      if (!row || row.authorUuid !== user.uuid) throw notFound(NOT_FOUND);
      return toContactThread(row);
    });

    route(app, api.adminList, async () => ({
      data: (await threads.listAll()).map(toContactThread),
    }));

    // By hand: an unknown thread is a 404 before the answer is read, which `route()` cannot do.
    app.put(apiRoutes.adminContactAnswer, async (req): Promise<ContactThread> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const id = threadId(req.params);
      const { answer } = parseInput(ContactAnswerInput, req.body);
      if (!(await threads.answer(id, answer, user.uuid))) throw notFound(NOT_FOUND);
      const row = (await threads.find(id))!;
      // A visitor has no account to notify: the admin answers them by e-mail (the page says so).
      if (row.authorUuid)
        await app.notifier.notify({
          userUuid: row.authorUuid,
          content: `문의 「${snippet(row.title)}」에 답변이 등록되었습니다.`,
          path: `/contact?thread=${row.id}`,
        });
      return toContactThread(row);
    });
  };
}
