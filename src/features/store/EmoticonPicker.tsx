import { Box, Button, Image, Popover, Portal, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { lineIcon } from '../../app';
import { useLiveQuery } from '../../data/live-query';
import { emoticonToken } from '../../lib/emoticon-token';

const SmileIcon = lineIcon(
  'SmileIcon',
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M8 14s1.5 2 4 2 4-2 4-2',
  'M9 9h.01',
  'M15 9h.01',
);

/**
 * The comment box's emoticon button (the `commentEmoticons` slot): the member's shown packs as
 * the worker keeps them, also offline; a pick puts its text in the comment.
 */
export default function EmoticonPicker({ onPick }: { onPick: (text: string) => void }) {
  const packs = useLiveQuery('storeItems', { includeHidden: false });
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'top-start' }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="ghost" colorPalette="gray" me="auto" aria-label="이모티콘">
          <SmileIcon />
          <Box as="span" hideBelow="sm">
            이모티콘
          </Box>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '300px', sm: '360px' }}>
            <Popover.Body p="2">
              {!packs || packs.length === 0 ? (
                <Text fontSize="sm" p="3" color="fg.muted">
                  가진 이모티콘이 없습니다.{' '}
                  <Link to="/store" onClick={() => setOpen(false)} style={{ textDecoration: 'underline' }}>
                    상점
                  </Link>
                  에서 골라 보세요.
                </Text>
              ) : (
                <Tabs.Root defaultValue={packs[0]!.id} size="sm" variant="subtle">
                  <Tabs.List overflowX="auto" flexWrap="nowrap">
                    {packs.map((pack) => (
                      <Tabs.Trigger
                        key={pack.id}
                        value={pack.id}
                        aria-label={pack.name}
                        title={pack.name}
                        px="1.5"
                      >
                        <Image src={pack.emoticons[0]?.url} alt="" boxSize="7" objectFit="contain" />
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  {packs.map((pack) => (
                    <Tabs.Content key={pack.id} value={pack.id} pt="2">
                      <SimpleGrid columns={5} gap="1" maxH="220px" overflowY="auto">
                        {pack.emoticons.map((e) => (
                          <Button
                            key={e.id}
                            variant="ghost"
                            h="auto"
                            p="1"
                            aria-label={e.name}
                            title={e.name}
                            onClick={() => {
                              onPick(emoticonToken(e.id));
                              setOpen(false);
                            }}
                          >
                            <Image src={e.url} alt="" w="full" aspectRatio="1" objectFit="contain" />
                          </Button>
                        ))}
                      </SimpleGrid>
                    </Tabs.Content>
                  ))}
                </Tabs.Root>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
