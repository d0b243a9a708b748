import { Flex, IconButton, Text } from '@chakra-ui/react';
import { product } from '../../contract';
import { HintTooltip } from './HintTooltip';
import { ChevronsLeftIcon, ChevronsRightIcon } from './icons';

/** The docked sidebar's foot: app version and the mini-sidebar switch. */
export function SidebarFooter({ mini, onToggleMini }: { mini: boolean; onToggleMini?: () => void }) {
  const label = mini ? '메뉴 펼치기' : '메뉴 접기';
  return (
    <Flex
      align="center"
      justify={mini ? 'center' : 'space-between'}
      gap="2"
      px={mini ? '0' : '4'}
      py="3"
      borderTopWidth="1px"
    >
      {!mini && (
        <Text fontSize="xs" color="fg.subtle">
          {product.name} v{product.version}
        </Text>
      )}
      {onToggleMini && (
        <HintTooltip label={label}>
          <IconButton aria-label={label} size="xs" variant="ghost" colorPalette="gray" onClick={onToggleMini}>
            {mini ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
          </IconButton>
        </HintTooltip>
      )}
    </Flex>
  );
}
