import type { z } from 'zod';
import type { WriteOutcome } from './outbox';

/**
 * Checks a write the way the server will, so an offline write that could never succeed is refused
 * now, with the field to mark, instead of waiting in the outbox.
 */
export function parseInput<T extends z.ZodTypeAny>(
  schema: T,
  input: unknown,
  id: string,
): { ok: true; data: z.output<T> } | { ok: false; outcome: WriteOutcome } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    outcome: {
      id,
      status: 'failed',
      error: { status: 400, message: issue?.message ?? '', errorFieldName: issue?.path.join('.') },
    },
  };
}
