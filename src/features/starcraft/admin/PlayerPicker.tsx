import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Race } from '../../../contract/starcraft';
import { RaceBadge } from '../race';

/** A set of player ids ticked in a dialog, and whether it changed (the dialog then asks before closing). */
export function usePickedPlayers(initial: readonly { id: string }[] | undefined) {
  const [picked, setPicked] = useState(() => new Set(initial?.map((p) => p.id)));
  const [changed, setChanged] = useState(false);
  const toggle = (id: string, on: boolean) => {
    setChanged(true);
    setPicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  return { picked, changed, toggle };
}

interface PlayerPickerProps {
  /** The group's accessible name and its heading (소속 선수, 선수). */
  label: string;
  heading: string;
  players: readonly { id: string; name: string; race: Race }[];
  picked: ReadonlySet<string>;
  onToggle(id: string, on: boolean): void;
  /** Where a player is now, beside their name (another team, another group). */
  noteOf(id: string): string | undefined;
  /** Said when there is nobody to pick. */
  empty: string;
  error?: string | undefined;
}

/** Players ticked for a team or a group, two columns on wider screens. */
export function PlayerPicker({
  label,
  heading,
  players,
  picked,
  onToggle,
  noteOf,
  empty,
  error,
}: PlayerPickerProps) {
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontSize="sm" fontWeight="medium">
        {heading} {picked.size}명
      </Text>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      {players.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {players.map((p) => (
            <Checkbox.Root
              key={p.id}
              checked={picked.has(p.id)}
              onCheckedChange={(d) => onToggle(p.id, d.checked === true)}
              borderWidth="1px"
              borderRadius="l2"
              px="3"
              py="2"
              cursor="pointer"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label flex="1" minW="0" display="flex" gap="2" alignItems="center">
                <RaceBadge race={p.race} />
                <Text as="span" truncate>
                  {p.name}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted" truncate>
                  {noteOf(p.id)}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
