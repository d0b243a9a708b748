import { Portal, Tooltip } from '@chakra-ui/react';
import type { HintTooltipProps } from './HintTooltip';

/** The hint itself (loaded after the page, see `HintTooltip`). */
export default function HintTooltipPopup({
  label,
  children,
  disabled = false,
  placement = 'right',
}: HintTooltipProps) {
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
