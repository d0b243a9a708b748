import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { TimelineEntry } from '../../../contract/crew';
import { eventDateLabel } from './event-date';
import { TimelineImages } from './TimelineImages';

/** SPEC section 9: stepper and timeline lines are 2 px. */
export const TIMELINE_LINE = '2px';

/** One step of the history: a dot on the line, the day, the title, the text and the pictures. */
export function TimelineItem({ entry, isNew }: { entry: TimelineEntry; isNew: boolean }) {
  return (
    <Box as="li" position="relative" pl={{ base: '7', md: '9' }} pb="6" data-testid="timeline-entry">
      <Box
        position="absolute"
        left="0"
        top="1.5"
        boxSize="4"
        borderRadius="full"
        bg="bg"
        borderWidth={TIMELINE_LINE}
        borderColor="purple.solid"
        // Centred on the list's 2 px left border, which lies just outside this item.
        transform="translateX(calc(-50% - 1px))"
        aria-hidden
      />
      <Flex align="center" gap="2" wrap="wrap">
        <Text asChild fontSize="sm" fontWeight="semibold" color="purple.fg">
          <time dateTime={entry.eventDate}>{eventDateLabel(entry.eventDate)}</time>
        </Text>
        {isNew && (
          <Badge size="xs" colorPalette="red" variant="solid">
            NEW
          </Badge>
        )}
      </Flex>
      <Box mt="1.5" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '3.5', md: '4' }}>
        <Heading as="h3" size="md">
          {entry.title}
        </Heading>
        {entry.content && (
          <Text mt="1.5" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
            {entry.content}
          </Text>
        )}
        <TimelineImages images={entry.images} title={entry.title} />
      </Box>
    </Box>
  );
}
