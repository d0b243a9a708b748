import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';

/**
 * Feedback to the admins (PRODUCT.md "Crew and community pages"): a signed-in member sends a
 * thread from `/contact` (category, title, text, an optional image through the file module); an
 * admin or manager answers it in `/admin/contact`, and the answer reaches the member as a
 * notification. A member reads only their own threads. A visitor (SPEC section 2 lists /contact
 * as public) sends one with the e-mail to answer to instead, and no image.
 */

export const ContactCategory = z.enum(['BUG', 'SUGGESTION', 'ACCOUNT', 'POINT', 'ETC'], {
  error: '문의 종류를 골라 주세요.',
});
export type ContactCategory = z.infer<typeof ContactCategory>;

export const contactCategoryNames: Record<ContactCategory, string> = {
  BUG: '버그 신고',
  SUGGESTION: '건의',
  ACCOUNT: '계정',
  POINT: '포인트/이벤트',
  ETC: '기타',
};

export const ContactStatus = z.enum(['WAITING', 'ANSWERED']);
export type ContactStatus = z.infer<typeof ContactStatus>;

export const contactStatusNames: Record<ContactStatus, string> = {
  WAITING: '답변 대기',
  ANSWERED: '답변 완료',
};

export const CONTACT_TITLE_MAX = 100;
export const CONTACT_TEXT_MAX = 3000;

/** `POST /api/v1/user/me/contact`: `attachmentFileId` names a `contact-image` the member uploaded. */
export const ContactInput = z.object({
  category: ContactCategory,
  title: z
    .string()
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(CONTACT_TITLE_MAX, `제목은 ${CONTACT_TITLE_MAX}자까지 쓸 수 있습니다.`),
  content: z
    .string()
    .trim()
    .min(1, '내용을 입력해 주세요.')
    .max(CONTACT_TEXT_MAX, `내용은 ${CONTACT_TEXT_MAX}자까지 쓸 수 있습니다.`),
  attachmentFileId: z.string().uuid('첨부한 이미지를 찾을 수 없습니다. 다시 올려 주세요.').nullable(),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** `POST /api/v1/p/contact`: a visitor's feedback, answered by e-mail (per address limited). */
export const VisitorContactInput = ContactInput.omit({ attachmentFileId: true }).extend({
  replyEmail: z
    .string({ error: '답변 받을 이메일을 입력해 주세요.' })
    .trim()
    .toLowerCase()
    .min(1, '답변 받을 이메일을 입력해 주세요.')
    .max(100, '이메일은 100자까지 쓸 수 있습니다.')
    .email('답변 받을 이메일 주소를 확인해 주세요.'),
});
export type VisitorContactInput = z.infer<typeof VisitorContactInput>;

/** `PUT /api/v1/admin/contact/{id}/answer`: a second answer replaces the first and tells the member again. */
export const ContactAnswerInput = z.object({
  answer: z
    .string()
    .trim()
    .min(1, '답변을 입력해 주세요.')
    .max(CONTACT_TEXT_MAX, `답변은 ${CONTACT_TEXT_MAX}자까지 쓸 수 있습니다.`),
});
export type ContactAnswerInput = z.infer<typeof ContactAnswerInput>;

export const ContactAttachment = z.object({
  uri: z.string(),
  filename: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContactAttachment = z.infer<typeof ContactAttachment>;

/** A thread as its author and the admins read it; `answer` is null while it waits. */
export const ContactThread = z.object({
  id: z.string(),
  category: ContactCategory,
  title: z.string(),
  content: z.string(),
  attachment: ContactAttachment.nullable(),
  status: ContactStatus,
  /** Null for a visitor's thread: `replyEmail` is where the admins answer it. */
  author: z.object({ uuid: z.string(), nickname: z.string() }).nullable(),
  replyEmail: z.string().nullable(),
  createdAt: isoDate,
  answer: z.string().nullable(),
  answeredAt: isoDate.nullable(),
});
export type ContactThread = z.infer<typeof ContactThread>;

/** `GET /api/v1/admin/contact`: every thread, newest first, whole (the admin list filters on the text). */
export const ContactThreadList = z.object({ data: z.array(ContactThread) });
export type ContactThreadList = z.infer<typeof ContactThreadList>;

/** Who sent a thread, as the admins read it. */
export const contactSenderName = (thread: Pick<ContactThread, 'author' | 'replyEmail'>): string =>
  thread.author?.nickname ?? `방문자 (${thread.replyEmail ?? ''})`;

/** A line of the member's own list; the thread itself is read when opened (`GET .../contact/{id}`). */
export const ContactSummary = ContactThread.pick({
  id: true,
  category: true,
  title: true,
  status: true,
  createdAt: true,
  answeredAt: true,
});
export type ContactSummary = z.infer<typeof ContactSummary>;

/** `GET /api/v1/user/me/contact`: the member's own threads, newest first. */
export const ContactSummaryList = z.object({ data: z.array(ContactSummary) });
export type ContactSummaryList = z.infer<typeof ContactSummaryList>;

/**
 * A thread's id as the path carries it: any text, the server answering an id that is no uuid as
 * no thread at all (a 404, like another member's thread), never a field error.
 */
export const ContactThreadParam = z.object({ id: z.string() });

/** `/contact`'s and `/admin/contact`'s calls. */
export const contactEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: apiRoutes.meContacts,
    access: 'member',
    summary: '내 문의 목록 (최신순)',
    response: ContactSummaryList,
  }),
  send: endpoint({
    method: 'POST',
    path: apiRoutes.meContacts,
    access: 'member',
    summary: '회원 문의 보내기 (이미지 첨부 가능)',
    body: ContactInput,
    response: ContactThread,
  }),
  thread: endpoint({
    method: 'GET',
    path: apiRoutes.meContact,
    access: 'member',
    summary: '내 문의 하나 (다른 회원의 문의는 없는 문의로 답함)',
    params: ContactThreadParam,
    response: ContactThread,
  }),
  adminList: endpoint({
    method: 'GET',
    path: apiRoutes.adminContacts,
    access: MANAGER_OR_HIGHER,
    summary: '관리용 문의 목록 (전체, 최신순)',
    response: ContactThreadList,
  }),
};
