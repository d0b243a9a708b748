import {
  Badge,
  Card,
  EmptyState,
  Flex,
  Heading,
  Skeleton,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import { useBlocks } from '../../data/live-query';
import { BlockRow } from './BlockRow';
import { BanIcon } from './icons';

/** The members this account blocked; their posts and comments are hidden everywhere. */
export function BlockListSection() {
  const blocks = useBlocks();
  return (
    <Card.Root variant="outline" borderRadius="l3" as="section" aria-labelledby="block-list-title">
      <Card.Body>
        <Flex align="center" gap="2">
          <Heading as="h2" size="md" id="block-list-title">
            차단한 회원
          </Heading>
          {blocks && blocks.length > 0 && (
            <Badge variant="subtle" colorPalette="gray">
              {blocks.length}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" mt="1">
          차단한 회원의 글과 댓글은 목록에 보이지 않습니다.
        </Text>
        {blocks === undefined ? (
          <Stack mt="4" gap="3" aria-busy>
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        ) : blocks.length === 0 ? (
          <EmptyState.Root size="sm" py="8">
            <EmptyState.Content>
              <EmptyState.Indicator color="fg.subtle">
                <BanIcon />
              </EmptyState.Indicator>
              <EmptyState.Description>차단한 회원이 없습니다.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack
            as="ul"
            gap="0"
            mt="2"
            separator={<StackSeparator />}
            listStyleType="none"
            aria-label="차단 목록"
          >
            {blocks.map((block) => (
              <BlockRow key={block.id} block={block} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
