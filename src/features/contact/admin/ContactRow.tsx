import { Badge, Box, Grid, Text } from '@chakra-ui/react';
import { type ContactThread, contactCategoryNames, contactSenderName } from '../../../contract';
import { formatDateTime } from '../../../lib/time';
import { StatusBadge } from '../ThreadBody';

/** Shared with the list's header row, so the columns line up on wide screens. */
export const CONTACT_COLUMNS = {
  base: 'minmax(0, 1fr)',
  md: '5.5rem 7rem minmax(0, 1fr) 8rem 10rem',
};

/** One thread in the admin list; the whole row opens it. */
export function ContactRow({ thread, onOpen }: { thread: ContactThread; onOpen: () => void }) {
  return (
    <Box as="li">
      <Grid
        asChild
        templateColumns={CONTACT_COLUMNS}
        columnGap="4"
        rowGap="1.5"
        alignItems="center"
        w="full"
        textAlign="start"
        px={{ base: '4', md: '5' }}
        py="3.5"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        focusRing="inside"
        data-testid="admin-contact-row"
      >
        <button type="button" onClick={onOpen}>
          <Box display="flex" gap="1.5" alignItems="center">
            <StatusBadge status={thread.status} />
            <Badge variant="outline" colorPalette="gray" display={{ base: 'inline-flex', md: 'none' }}>
              {contactCategoryNames[thread.category]}
            </Badge>
          </Box>
          <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>
            {contactCategoryNames[thread.category]}
          </Text>
          <Box minW="0">
            <Text fontWeight="medium" lineClamp={1}>
              {thread.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {thread.content}
            </Text>
          </Box>
          <Text fontSize="sm" lineClamp={1} display={{ base: 'none', md: 'block' }}>
            {contactSenderName(thread)}
          </Text>
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            <Box as="span" display={{ base: 'inline', md: 'none' }}>
              {contactSenderName(thread)} ·{' '}
            </Box>
            {formatDateTime(thread.createdAt)}
          </Text>
        </button>
      </Grid>
    </Box>
  );
}
