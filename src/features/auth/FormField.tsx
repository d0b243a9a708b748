import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

interface FormFieldProps extends InputProps {
  label: string;
  error?: string | undefined;
  helper?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message under it. */
export function FormField({ label, error, helper, ref, ...input }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Input ref={ref} size="lg" {...input} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
