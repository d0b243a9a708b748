import { Badge, Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ImageIcon, PencilIcon, TrashIcon } from '../../../app';
import type { TimelineEntry } from '../../../contract/crew';
import { eventDateLabel } from '../timeline/event-date';

/** One entry of the admin history list: its day, title, first line and pictures, 수정 and 삭제. */
export function TimelineRow({ entry, onRemove }: { entry: TimelineEntry; onRemove: () => void }) {
  return (
    <Flex
      as="li"
      align="center"
      gap="3"
      px={{ base: '4', md: '5' }}
      py="3"
      data-testid="admin-timeline-entry"
    >
      <Box minW="0" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" color="purple.fg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {eventDateLabel(entry.eventDate)}
          </Text>
          {entry.images.length > 0 && (
            <Badge size="xs" variant="subtle" aria-label={`사진 ${entry.images.length}장`}>
              <ImageIcon />
              {entry.images.length}
            </Badge>
          )}
        </Flex>
        <Text fontWeight="semibold" truncate>
          {entry.title}
        </Text>
        {entry.content && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {entry.content.split('\n')[0]}
          </Text>
        )}
      </Box>
      <Flex gap="0.5" flexShrink={0}>
        <IconButton asChild size="sm" variant="ghost" colorPalette="gray" aria-label={`${entry.title} 수정`}>
          <Link to="/admin/crew-timeline/edit/$id" params={{ id: entry.id }}>
            <PencilIcon />
          </Link>
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`${entry.title} 삭제`}
          onClick={onRemove}
        >
          <TrashIcon />
        </IconButton>
      </Flex>
    </Flex>
  );
}
