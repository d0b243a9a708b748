import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LayoutIcon } from './menu-icons';

export const LABEL = '레이아웃 설정';

/** The header button; the menu hands it its trigger props once loaded. */
export function LayoutOptionsButton(props: IconButtonProps) {
  return (
    <IconButton aria-label={LABEL} title={LABEL} variant="ghost" colorPalette="gray" size="sm" {...props}>
      <LayoutIcon />
    </IconButton>
  );
}
