import { Box, Checkbox, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import { Role, roleNames } from '../../../contract';

interface RoleChecksProps {
  legend: string;
  /** What an empty choice means (e.g. 누구나 읽을 수 있습니다). */
  emptyMeaning: string;
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
}

/** The roles a board lets read or write; none chosen means open to all. */
export function RoleChecks({ legend, emptyMeaning, value, onChange }: RoleChecksProps) {
  const legendId = useId();
  const toggle = (role: Role, on: boolean) =>
    onChange(on ? [...value, role] : value.filter((held) => held !== role));
  return (
    // A group, not a fieldset: the theme registers no Fieldset recipe, and this needs no more.
    <Box role="group" aria-labelledby={legendId}>
      <Text id={legendId} fontSize="sm" fontWeight="medium">
        {legend}
      </Text>
      <Wrap gap="3" mt="1.5">
        {Role.options.map((role) => (
          <Checkbox.Root
            key={role}
            size="sm"
            checked={value.includes(role)}
            onCheckedChange={(details) => toggle(role, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{roleNames[role]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      <Text fontSize="xs" color="fg.muted" mt="1.5">
        {value.length === 0
          ? emptyMeaning
          : '고른 역할 중 하나라도 있으면 됩니다. 매니저와 관리자는 언제나 됩니다.'}
      </Text>
    </Box>
  );
}
