import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** The field's error message; shown in place of the helper text. */
  error?: string | undefined;
  helper?: ReactNode;
  readOnly?: boolean;
  children: ReactNode;
}

/** One labelled form field: its input, then its error or, without one, its helper text. */
export function FormField({ label, error, helper, readOnly, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error !== undefined ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper !== undefined && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
