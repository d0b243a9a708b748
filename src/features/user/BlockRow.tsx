import { Avatar, Box, Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LocalBlock } from '../../../workers/api';
import { formatDate } from '../../lib/time';
import { confirmUnblock, saveBlockReason } from './block-actions';

const REASON_MAX = 200;

/** One blocked member: nickname, when, the reason (editable in place) and 차단 해제. */
export function BlockRow({ block }: { block: LocalBlock }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = draft !== null;

  const run = async (task: () => Promise<boolean>, onDone?: () => void) => {
    setBusy(true);
    try {
      if (await task()) onDone?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex as="li" gap="3" py="3.5" align="flex-start" data-testid="block-row">
      <Avatar.Root size="sm" mt="0.5">
        <Avatar.Fallback name={block.userNickname} />
      </Avatar.Root>
      {/* Narrow screens put the buttons under the text, still beside the avatar. */}
      <Flex flex="1" minW="0" gap="2" wrap="wrap" align="flex-start">
        <Box flex="1 1 12rem" minW="0">
          <Flex align="baseline" gap="2" wrap="wrap">
            <Text fontWeight="semibold" truncate>
              {block.userNickname}
            </Text>
            <Text fontSize="xs" color="fg.subtle" whiteSpace="nowrap">
              {formatDate(block.createdAt)} 차단
            </Text>
          </Flex>
          {editing ? (
            <Flex
              as="form"
              gap="2"
              mt="2"
              onSubmit={(event) => {
                event.preventDefault();
                void run(
                  () => saveBlockReason(block.id, draft.trim()),
                  () => setDraft(null),
                );
              }}
            >
              <Input
                size="sm"
                value={draft}
                maxLength={REASON_MAX}
                placeholder="차단 사유 (선택)"
                aria-label={`${block.userNickname} 차단 사유`}
                onChange={(event) => setDraft(event.target.value)}
                autoFocus
              />
              <Button size="sm" type="submit" loading={busy}>
                저장
              </Button>
              <Button size="sm" variant="ghost" colorPalette="gray" onClick={() => setDraft(null)}>
                취소
              </Button>
            </Flex>
          ) : (
            <Text fontSize="sm" color={block.reason ? 'fg.muted' : 'fg.subtle'} mt="0.5" lineClamp={2}>
              {block.reason || '사유를 적지 않았습니다'}
            </Text>
          )}
        </Box>
        {!editing && (
          <Flex gap="1" flexShrink={0}>
            <Button size="xs" variant="ghost" colorPalette="gray" onClick={() => setDraft(block.reason)}>
              사유 수정
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={busy}
              onClick={() => void run(() => confirmUnblock(block.id, block.userNickname))}
            >
              차단 해제
            </Button>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
