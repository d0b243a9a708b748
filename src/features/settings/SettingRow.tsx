import { Flex, Stack, Switch, Text } from '@chakra-ui/react';

interface SettingRowProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One on/off setting: its name and what it does on the left, the switch on the right. */
export function SettingRow({ label, description, checked, disabled, onChange }: SettingRowProps) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled ?? false}
      onCheckedChange={({ checked: next }) => onChange(next)}
      colorPalette="primary"
      size="lg"
      w="full"
      py="3"
      asChild
    >
      <Flex as="label" justify="space-between" align="center" gap="4" cursor="pointer">
        <Stack gap="0.5" minW="0">
          <Switch.Label fontWeight="semibold">{label}</Switch.Label>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <Switch.HiddenInput />
        <Switch.Control flexShrink={0} />
      </Flex>
    </Switch.Root>
  );
}
