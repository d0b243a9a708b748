import { z } from 'zod';
import { isoDate, replicated } from './common';

export const Block = z.object({
  ...replicated,
  userUuid: z.string().uuid(),
  userNickname: z.string(),
  reason: z.string(),
  createdAt: isoDate,
});
export type Block = z.infer<typeof Block>;

export const BlockInput = z.object({
  userUuid: z.string().uuid({ error: '차단할 사용자를 선택하세요.' }),
  reason: z.string().trim().max(200, '사유 항목은 최대 200자 이하여야 합니다.').default(''),
});
export const BlockUpdate = BlockInput.pick({ reason: true });
