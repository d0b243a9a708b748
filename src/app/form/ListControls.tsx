import { Checkbox, Flex, NativeSelect } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

/** The bar above an admin list: its filter, then its choices, wrapping on phones. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Flex gap="2" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px" wrap="wrap" align="center">
      {children}
    </Flex>
  );
}

export type ListOption<T extends string> = { value: T; label: string };

/** A record of labels (`{ newest: '최신순' }`) as a choice's options, in the record's order. */
export const listOptions = <T extends string>(labels: Record<T, string>): ListOption<T>[] =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

interface ListChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly ListOption<T>[];
  onChange: (value: T) => void;
}

/**
 * One of a list's choices (정렬, 상태, 종류); on phones two share a row. Drawn again only when its
 * own props change: a list's filter re-renders the bar on every key, and the select is costly.
 */
export const ListChoice = memo(function ListChoice<T extends string>({
  label,
  value,
  options,
  onChange,
}: ListChoiceProps<T>) {
  return (
    <NativeSelect.Root size="sm" width="auto" flex={{ base: '1 1 40%', md: '0 0 auto' }}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}) as <T extends string>(props: ListChoiceProps<T>) => ReactNode;

/** A list's yes/no narrowing (삭제된 게시판 보기, 요청 안 만든 것만). */
export function ListCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
