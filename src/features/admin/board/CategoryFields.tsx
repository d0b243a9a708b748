import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { PlusIcon } from '../../../app';
import type { BoardInput } from '../../../contract';

interface CategoryFieldsProps {
  control: Control<BoardInput>;
  register: UseFormRegister<BoardInput>;
  error?: string | undefined;
}

/**
 * The board's categories (말머리). A new one takes the next free number: posts keep the number
 * they were written under, so a number is never given to a different category.
 */
export function CategoryFields({ control, register, error }: CategoryFieldsProps) {
  const categories = useFieldArray({ control, name: 'categories' });
  const add = () => {
    const numbers = categories.fields.map((c) => c.number);
    categories.append({ number: Math.max(0, ...numbers) + 1, name: '' }, { shouldFocus: true });
  };
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>말머리</Field.Label>
      <Stack gap="2" w="full">
        {categories.fields.length === 0 && (
          <Text fontSize="sm" color="fg.subtle">
            말머리 없이 씁니다.
          </Text>
        )}
        {categories.fields.map((category, index) => (
          <HStack key={category.id} gap="2">
            <Input
              size="sm"
              maxLength={20}
              aria-label={`말머리 ${index + 1} 이름`}
              placeholder="말머리 이름"
              {...register(`categories.${index}.name`)}
            />
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="gray"
              aria-label={`말머리 ${index + 1} 빼기`}
              onClick={() => categories.remove(index)}
            >
              ×
            </IconButton>
          </HStack>
        ))}
        <Button
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          onClick={add}
          disabled={categories.fields.length >= 20}
        >
          <PlusIcon />
          말머리 추가
        </Button>
      </Stack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>말머리를 빼도 그 말머리로 쓴 글은 남습니다.</Field.HelperText>
      )}
    </Field.Root>
  );
}
