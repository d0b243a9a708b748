import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Server field errors on forms (SPEC section 5): the message goes on the field the server
 * named in `errorFieldName`, and the page scrolls to it. The field may not be rendered yet
 * (a collapsed section, a step still mounting), so focusing polls for it for a while.
 */

export const FIELD_FOCUS_TIMEOUT_MS = 2000;
export const FIELD_FOCUS_POLL_MS = 200;

/** The `{errorFieldName, message}` of a rejected call, if it names a field. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const field: unknown = Reflect.get(error, 'errorFieldName');
  const message: unknown = Reflect.get(error, 'message');
  if (typeof field !== 'string' || field === '' || typeof message !== 'string') return null;
  return { field, message };
}

/** Resolves with the element once `find` returns it, or null after the timeout. */
export function waitForElement<T>(
  find: () => T | null,
  { timeoutMs = FIELD_FOCUS_TIMEOUT_MS, intervalMs = FIELD_FOCUS_POLL_MS } = {},
): Promise<T | null> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const poll = () => {
      const found = find();
      if (found !== null) resolve(found);
      else if (Date.now() - startedAt >= timeoutMs) resolve(null);
      else setTimeout(poll, intervalMs);
    };
    poll();
  });
}

/** Scrolls to the form control named `name` and focuses it, once it exists. */
export async function focusField(name: string, root: ParentNode = document): Promise<boolean> {
  const element = await waitForElement(() =>
    root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"], #${CSS.escape(name)}`),
  );
  if (!element) return false;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Puts a server field error on the react-hook-form field it names, if that field is one of
 * `fields`; returns whether it did. A field the form does not have stays the caller's to show.
 */
export function applyServerFieldError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  focus: (name: string) => unknown = focusField,
): boolean {
  const fieldError = serverFieldError(error);
  const field = fieldError && fields.find((name) => name === fieldError.field);
  if (!fieldError || !field) return false;
  setError(field, { type: 'server', message: fieldError.message });
  void focus(field);
  return true;
}
