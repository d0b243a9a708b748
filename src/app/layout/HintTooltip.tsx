import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** A short label beside an icon-only control; off when the label is already visible. */
export function HintTooltip({
  label,
  children,
  disabled = false,
  placement = 'right',
}: {
  label: string;
  children: ReactElement;
  disabled?: boolean;
  placement?: 'right' | 'bottom' | 'left' | 'top';
}) {
  return (
    <Tooltip.Root disabled={disabled} openDelay={300} positioning={{ placement }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
