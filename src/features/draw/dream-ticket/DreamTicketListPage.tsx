import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { DreamTicketList, dreamTicketStatusNames } from '../../../contract/draw';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDateTime } from '../../../lib/time';
import { dreamTicketApi } from './dream-ticket-api';

export const loadDreamTicketList = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<DreamTicketList>> =>
  loadCachedPage({ key: 'event/dream-ticket', schema: DreamTicketList, cause, fetch: dreamTicketApi.list });

const route = getRouteApi('/main/event/dream-ticket');

/** `/event/dream-ticket`: every dream ticket draw, newest draw time first. */
export function DreamTicketListPage() {
  const page = useCachedPage(route.useLoaderData());
  return (
    <Stack gap="5" maxW="5xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Heading as="h1" size="xl">
        드림티켓
      </Heading>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      {page.data.data.length === 0 ? (
        <Text color="fg.muted">아직 열린 드림티켓이 없어요.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {page.data.data.map((ticket) => (
            <Box
              key={ticket.id}
              asChild
              borderWidth="1px"
              borderRadius="l3"
              bg="bg.panel"
              p="4"
              data-testid="dream-ticket-card"
              _hover={{ borderColor: 'border.emphasized' }}
            >
              <Link to="/event/dream-ticket/$id" params={{ id: ticket.id }}>
                <Stack gap="1.5">
                  <HStack justify="space-between">
                    <Badge colorPalette={ticket.status === 'ON_SALE' ? 'purple' : 'gray'}>
                      {dreamTicketStatusNames[ticket.status]}
                    </Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {ticket.ticketCount.toLocaleString('ko-KR')}장 판매
                    </Text>
                  </HStack>
                  <Heading as="h2" size="md">
                    {ticket.title}
                  </Heading>
                  <Text fontSize="sm">상품: {ticket.prize}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    1장 {ticket.ticketPrice.toLocaleString('ko-KR')}P · 추첨 {formatDateTime(ticket.drawAt)}
                  </Text>
                  {ticket.winner && <Text fontSize="sm">당첨: {ticket.winner.nickname}</Text>}
                </Stack>
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
