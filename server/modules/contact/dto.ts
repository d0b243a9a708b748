import { apiPath, type ContactSummary, type ContactThread } from '../../../src/contract';
import type { ContactRepository, ThreadRow } from './repository';

type SummaryRow = Awaited<ReturnType<ContactRepository['listByAuthor']>>[number];

export const toContactSummary = (row: SummaryRow): ContactSummary => ({
  id: row.id,
  category: row.category,
  title: row.title,
  status: row.answeredAt ? 'ANSWERED' : 'WAITING',
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

export const toContactThread = (row: ThreadRow): ContactThread => ({
  ...toContactSummary(row),
  content: row.content,
  attachment: row.attachmentFileId
    ? {
        uri: apiPath('file', { id: row.attachmentFileId }),
        filename: row.attachmentFilename ?? '',
        width: row.attachmentWidth ?? 0,
        height: row.attachmentHeight ?? 0,
      }
    : null,
  author:
    row.authorUuid && row.authorNickname ? { uuid: row.authorUuid, nickname: row.authorNickname } : null,
  replyEmail: row.replyEmail,
  answer: row.answer,
});
