import { IconButton } from '@chakra-ui/react';
import { useColorMode } from '../theme/ColorModeProvider';
import { HintTooltip } from './HintTooltip';
import { MoonIcon, SunIcon } from './icons';

export function ThemeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? '라이트 모드로 전환' : '다크 모드로 전환';
  return (
    <HintTooltip label={label} placement="bottom">
      <IconButton aria-label={label} variant="ghost" colorPalette="gray" size="sm" onClick={toggleColorMode}>
        {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
      </IconButton>
    </HintTooltip>
  );
}
