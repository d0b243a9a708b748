import { Field, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  helper?: string;
}

export function PasswordField({ label, registration, error, autoComplete, helper }: PasswordFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input type="password" autoComplete={autoComplete} {...registration} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
