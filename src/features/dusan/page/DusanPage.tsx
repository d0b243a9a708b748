import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { DusanBoard, type DusanMatch, type DusanVote } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { dusanApi } from '../dusan-api';
import { useLiveBoard } from '../use-live-board';
import { CheerButton } from './CheerButton';
import { PredictionPanel } from './PredictionPanel';
import { Scoreboard } from './Scoreboard';
import { VoteCard } from './VoteCard';

/** The route's loader: the games and votes, kept for reading offline. */
export const loadDusanPage = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<DusanBoard>> =>
  loadCachedPage({ key: 'event/dusan', schema: DusanBoard, cause, fetch: dusanApi.board });

const route = getRouteApi('/main/event/dusan');

function MatchCard({ match, votes }: { match: DusanMatch; votes: DusanVote[] }) {
  return (
    <Stack
      as="article"
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      data-testid="dusan-match"
      data-match-id={match.id}
    >
      <Scoreboard match={match} />
      {votes.map((vote) => (
        <VoteCard key={vote.id} vote={vote} />
      ))}
      <CheerButton match={match} />
      <PredictionPanel match={match} />
    </Stack>
  );
}

/** `/event/dusan`: Doosan Bears games watched together: score, cheers, predictions and live votes. */
export function DusanPage() {
  const page = useCachedPage(route.useLoaderData());
  const board = useLiveBoard(page.data);
  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Box>
        <Heading as="h1" size="xl">
          두산 응원
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          방송에서 함께 보는 두산 베어스 경기예요. 응원을 보내고, 포인트로 승부를 예측하고, 경기 중 투표에
          참여해 보세요.
        </Text>
      </Box>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      {board.matches.length === 0 ? (
        <Text color="fg.muted">아직 등록된 경기가 없어요.</Text>
      ) : (
        board.matches.map((match) => (
          <MatchCard key={match.id} match={match} votes={board.votes.filter((v) => v.matchId === match.id)} />
        ))
      )}
    </Stack>
  );
}
