import { Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { FormField } from './FormField';

/** One input of a `CreateForm`: its name (the schema's key), label and input type. */
export interface CreateField<N extends string> {
  name: N;
  label: string;
  type?: 'text' | 'number' | 'datetime-local';
  /** Under the grid, the whole width (a description, an address). */
  wide?: boolean;
}

interface CreateFormProps<N extends string, T> {
  title: string;
  submitLabel: string;
  fields: readonly CreateField<N>[];
  /** What each field holds at first and again after a success. */
  empty: Record<N, string>;
  /** The typed values to the contract's schema; its first problem is shown on its field. */
  parse(values: Record<N, string>): z.ZodSafeParseResult<T>;
  /** Sends it; a failure has been told by the HTTP layer and keeps what was typed. */
  send(value: T): Promise<void>;
}

/**
 * An admin page's form that opens something new (a lottery, a dream ticket): the values as typed,
 * checked with the contract's schema on 보내기, then sent; a success empties it.
 */
export function CreateForm<N extends string, T>({
  title,
  submitLabel,
  fields,
  empty,
  parse,
  send,
}: CreateFormProps<N, T>) {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: String(issue?.path[0] ?? ''),
        message: issue?.code === 'invalid_format' ? '날짜와 시각을 입력해 주세요.' : (issue?.message ?? ''),
      });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await send(parsed.data);
      setValues(empty);
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSending(false);
    }
  };

  const input = ({ name, label, type = 'text' }: CreateField<N>) => (
    <FormField key={name} label={label} error={error?.field === name ? error.message : undefined}>
      <Input
        name={name}
        type={type}
        value={values[name]}
        onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <Box as="form" onSubmit={(e) => void submit(e)} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {fields.filter((field) => !field.wide).map(input)}
        </SimpleGrid>
        {fields.filter((field) => field.wide).map(input)}
        {error && !fields.some((field) => field.name === error.field) && (
          <Text color="red.fg">{error.message}</Text>
        )}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="purple" loading={sending}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
