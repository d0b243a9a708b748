import { Box, EmptyState, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { Fragment, useEffect, useState } from 'react';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { TimelineList } from '../../../contract/crew';
import { appStorage } from '../../../data/http';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { crewApi } from '../crew-api';
import { TimelineIcon } from '../menu-icons';
import { eventYear } from './event-date';
import { TIMELINE_LINE, TimelineItem } from './TimelineItem';

/** The route's loader: the history, kept for reading offline. */
export const loadTimeline = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<TimelineList>> =>
  loadCachedPage({ key: 'timeline', schema: TimelineList, cause, fetch: crewApi.timeline });

const route = getRouteApi('/main/timeline');

/**
 * `/timeline`: the crew's history, newest first, on one vertical line with a mark at each year.
 * Entries written since the reader's last visit (the `timeline` storage record) are marked NEW.
 */
export function TimelinePage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  // What this visit started from: entries newer than it stay marked while the page is open.
  const [seenAt] = useState(() => appStorage.read('timeline').seenAt);
  const newest = Math.max(0, ...data.entries.map((e) => Date.parse(e.createdAt)));
  useEffect(() => {
    if (newest > (appStorage.read('timeline').seenAt ?? 0)) appStorage.write('timeline', { seenAt: newest });
  }, [newest]);

  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Box>
        <Heading as="h1" size="xl">
          크루 연혁
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          씨나인 크루가 함께 걸어온 길이에요. 최근 일이 위에 있어요.
        </Text>
      </Box>
      {stale && <StaleMark savedAt={savedAt} />}
      {data.entries.length === 0 ? (
        <EmptyState.Root py="12">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <TimelineIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>아직 연혁이 없어요</EmptyState.Title>
            <EmptyState.Description>관리자가 크루의 소식을 남기면 여기에 보여요.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box
          as="ol"
          listStyleType="none"
          ml="2"
          borderLeftWidth={TIMELINE_LINE}
          borderColor="border.emphasized"
          aria-label="크루 연혁"
        >
          {data.entries.map((entry, i) => {
            const year = eventYear(entry.eventDate);
            const firstOfYear = i === 0 || eventYear(data.entries[i - 1]!.eventDate) !== year;
            return (
              <Fragment key={entry.id}>
                {firstOfYear && (
                  <Box as="li" aria-hidden pl={{ base: '7', md: '9' }} pb="3" position="relative">
                    <Text fontSize="2xl" fontWeight="bold" color="fg.subtle" lineHeight="1">
                      {year}
                    </Text>
                  </Box>
                )}
                <TimelineItem entry={entry} isNew={seenAt !== null && Date.parse(entry.createdAt) > seenAt} />
              </Fragment>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
