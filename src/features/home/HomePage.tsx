import { SimpleGrid, Stack } from '@chakra-ui/react';
import { slotOf } from '../../app';
import { useFeatures } from '../../app/router/features-context';
import { useBoards, usePosts } from '../../data/live-query';
import { BoardShortcuts } from './BoardShortcuts';
import { HomeHero } from './HomeHero';
import { PostPanel } from './PostPanel';
import { useFirstAnswer } from './use-first-answer';

const LIST_ROWS = 10;

/** `/`: the landing page. Everything on it paints from the local database first. */
export function HomePage() {
  const boards = useBoards();
  const latest = usePosts({ sort: 'latest', limit: LIST_ROWS });
  const popular = usePosts({ popular: true, sort: 'likes', limit: LIST_ROWS });
  const answered = useFirstAnswer(latest);
  const HomeCard = slotOf(useFeatures(), 'homeCard');
  return (
    <Stack gap={{ base: '6', md: '8' }} py={{ base: '2', md: '4' }}>
      <HomeHero />
      {HomeCard && <HomeCard />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <PostPanel
          title="최신 글"
          posts={answered ? latest : undefined}
          rows={LIST_ROWS}
          boards={boards}
          empty="아직 올라온 글이 없어요."
        />
        <PostPanel
          title="인기 글"
          posts={answered ? popular : undefined}
          rows={LIST_ROWS}
          boards={boards}
          empty="아직 인기 글이 없어요."
          ranked
        />
      </SimpleGrid>
      <BoardShortcuts boards={boards} />
    </Stack>
  );
}
