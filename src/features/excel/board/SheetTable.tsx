import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A plain sheet table (the theme carries no Chakra table recipe: it would weigh on the first
 * page): lined rows, padded cells, sideways scrolling inside its card on a phone.
 */
export function SheetTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <Box
        as="table"
        aria-label={label}
        w="full"
        fontSize="sm"
        css={{
          borderCollapse: 'collapse',
          '& th, & td': { px: '3', py: '2', whiteSpace: 'nowrap', textAlign: 'start' },
          '& th': { color: 'fg.muted', fontWeight: 'medium', bg: 'bg.muted' },
          '& tbody tr': { borderTopWidth: '1px', borderColor: 'border.muted' },
          '& [data-num]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A cell that stays put while the rest of the row scrolls sideways. */
export const stickyCell: BoxProps = { position: 'sticky', left: '0', bg: 'bg.panel', zIndex: '1' };
