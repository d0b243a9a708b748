import {
  Box,
  Card,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Image,
  Stack,
  StackSeparator,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { LocalStoreItem } from '../../../workers/api';
import { lineIcon } from '../../app';
import { useLiveQuery } from '../../data/live-query';
import { storeApi } from './store-api';

const UpIcon = lineIcon('UpIcon', 'm18 15-6-6-6 6');
const DownIcon = lineIcon('DownIcon', 'm6 9 6 6 6-6');

/**
 * The member's packs as the worker keeps them (also offline): hide one from the comment box's
 * picker, or move it up and down there. Changes are REST calls; the list follows the answers.
 */
export function MyEmoticons() {
  const items = useLiveQuery('storeItems', { includeHidden: true });
  const [busy, setBusy] = useState(false);
  if (!items) return null;
  if (items.length === 0)
    return (
      <EmptyState.Root py="16">
        <EmptyState.Content>
          <EmptyState.Title>아직 가진 이모티콘이 없습니다</EmptyState.Title>
          <EmptyState.Description>판매 중인 이모티콘을 사면 댓글에서 쓸 수 있습니다.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch {
      // The HTTP layer alerted it; the list stays as the server last said.
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => storeApi.order(ids));
  };

  return (
    <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
      <Text px="4" py="2.5" fontSize="sm" color="fg.muted" borderBottomWidth="1px">
        숨긴 이모티콘은 댓글 입력창에 나오지 않습니다. 화살표로 순서를 바꿀 수 있습니다.
      </Text>
      <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="내 이모티콘">
        {items.map((item, index) => (
          <MyEmoticonRow
            key={item.id}
            item={item}
            busy={busy}
            first={index === 0}
            last={index === items.length - 1}
            onMove={(by) => move(index, by)}
            onHidden={(hidden) => void run(() => storeApi.setHidden(item.id, hidden))}
          />
        ))}
      </Stack>
    </Card.Root>
  );
}

interface RowProps {
  item: LocalStoreItem;
  busy: boolean;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onHidden(hidden: boolean): void;
}

function MyEmoticonRow({ item, busy, first, last, onMove, onHidden }: RowProps) {
  return (
    <Flex as="li" align="center" gap="3" px="4" py="3" data-testid="my-emoticon">
      <HStack gap="1" flexShrink={0}>
        {item.emoticons.slice(0, 3).map((e) => (
          <Image
            key={e.id}
            src={e.url}
            alt={e.name}
            boxSize="10"
            objectFit="contain"
            opacity={item.hidden ? 0.4 : 1}
          />
        ))}
      </HStack>
      <Box flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {item.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          이모티콘 {item.emoticons.length}개
        </Text>
      </Box>
      <Switch.Root
        size="sm"
        checked={!item.hidden}
        disabled={busy}
        onCheckedChange={(details) => onHidden(!details.checked)}
      >
        <Switch.HiddenInput aria-label={`${item.name} 댓글에서 보이기`} />
        <Switch.Control />
        <Switch.Label fontSize="sm" hideBelow="sm">
          {item.hidden ? '숨김' : '보임'}
        </Switch.Label>
      </Switch.Root>
      <HStack gap="0">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`${item.name} 위로`}
          disabled={busy || first}
          onClick={() => onMove(-1)}
        >
          <UpIcon />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`${item.name} 아래로`}
          disabled={busy || last}
          onClick={() => onMove(1)}
        >
          <DownIcon />
        </IconButton>
      </HStack>
    </Flex>
  );
}
