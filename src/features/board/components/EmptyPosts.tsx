import { EmptyState, VStack } from '@chakra-ui/react';
import { CommentIcon } from './icons';

/** A list with nothing to show: says why (a search, a filter, or an empty board). */
export function EmptyPosts({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState.Root py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CommentIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{filtered ? '조건에 맞는 글이 없습니다' : '아직 글이 없습니다'}</EmptyState.Title>
          <EmptyState.Description>
            {filtered ? '다른 분류나 검색어로 찾아보세요.' : '첫 번째 글을 남겨 보세요.'}
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
