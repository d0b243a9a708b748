import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

const NUL = '\u0000';

/** The first top-level field (or path parameter) of `input` holding a NUL anywhere inside; null if none. */
function fieldWithNul(input: unknown): string | null {
  if (input === null || typeof input !== 'object')
    return typeof input === 'string' && input.includes(NUL) ? '' : null;
  for (const [field, value] of Object.entries(input)) {
    if (field.includes(NUL)) return '';
    // Iterative: a body of deeply nested arrays must not overflow the stack.
    const pending: unknown[] = [value];
    while (pending.length > 0) {
      const next = pending.pop();
      if (typeof next === 'string') {
        if (next.includes(NUL)) return field;
      } else if (next !== null && typeof next === 'object') {
        for (const [key, inner] of Object.entries(next)) {
          if (key.includes(NUL)) return field;
          pending.push(inner);
        }
      }
    }
  }
  return null;
}

/**
 * PostgreSQL refuses NUL in text, so a NUL byte anywhere in a path parameter, the query or the body
 * (JSON or form) is refused at the edge with a 400, before any route reads it.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = fieldWithNul(part);
      if (field !== null) {
        throw new HttpError(400, '입력에 쓸 수 없는 문자(NUL)가 들어 있습니다.', field || undefined);
      }
    }
  });
}
