import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldError, serverFieldError } from '../../lib/form-errors';
import { showMessage } from '../modal/alert-service';

/**
 * After a form's call failed: a server message for one of `fields` goes on that field. A field
 * error for a field the form lacks is shown in the alert, since the HTTP layer leaves field
 * errors to the form; every other failure was already alerted by the HTTP layer.
 */
export function showFormFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (applyServerFieldError(error, setError, fields)) return;
  const fieldError = serverFieldError(error);
  if (fieldError) void showMessage(fieldError.message);
}
