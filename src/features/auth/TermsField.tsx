import { Link as ChakraLink, Field, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { CheckboxField } from './CheckboxField';

/** The required agreement to the terms and the privacy policy, with links to read them. */
export function TermsField<T extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  error: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <CheckboxField control={control} name={name}>
        (필수) 이용약관과 개인정보 처리방침에 동의합니다.
      </CheckboxField>
      <HStack gap="3" ps="7" fontSize="xs">
        <ChakraLink asChild color="fg.muted" textDecoration="underline">
          <Link to="/terms" target="_blank">
            이용약관 보기
          </Link>
        </ChakraLink>
        <ChakraLink asChild color="fg.muted" textDecoration="underline">
          <Link to="/privacy" target="_blank">
            개인정보 처리방침 보기
          </Link>
        </ChakraLink>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
