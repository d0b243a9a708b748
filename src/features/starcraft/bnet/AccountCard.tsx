import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BNET_GATEWAYS, type BnetAccount } from '../../../contract/bnet';
import { elapsedLabel } from '../../../lib/seoul-clock';
import { formatDateTime } from '../../../lib/time';
import { GameRow } from './GameRow';

interface AccountCardProps {
  account: BnetAccount;
  /** Shown to admins and managers. */
  onEdit?: () => void;
  onRemove?: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}

/** One crew account: its ladder this season, its latest games, and how fresh they are. */
export function AccountCard({ account, onEdit, onRemove }: AccountCardProps) {
  const { ladder } = account;
  const played = ladder ? ladder.wins + ladder.losses : 0;
  return (
    <Card.Root
      as="section"
      variant="outline"
      borderRadius="l3"
      aria-label={account.playerName}
      data-testid="bnet-account"
    >
      <Card.Header pb="2">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Heading as="h2" size="md" truncate>
              {account.playerName}
            </Heading>
            <HStack gap="1.5" mt="1">
              <Text fontSize="sm" color="fg.muted" truncate>
                {account.toon}
              </Text>
              <Badge size="sm" variant="subtle">
                {BNET_GATEWAYS[account.gateway]}
              </Badge>
            </HStack>
          </Box>
          {onEdit && (
            <HStack gap="1" flexShrink={0}>
              <Button size="xs" variant="ghost" onClick={onEdit}>
                수정
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
                삭제
              </Button>
            </HStack>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="3">
          {ladder ? (
            <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
              <SimpleGrid columns={3} gap="2">
                <Figure
                  label="래더 순위"
                  value={ladder.rank ? `${ladder.rank.toLocaleString('ko-KR')}위` : '-'}
                />
                <Figure label="레이팅" value={ladder.rating.toLocaleString('ko-KR')} />
                <Figure label="승률" value={played ? `${Math.round((ladder.wins / played) * 100)}%` : '-'} />
              </SimpleGrid>
              <Text fontSize="xs" color="fg.muted" mt="1">
                시즌 {ladder.season} · {ladder.wins}승 {ladder.losses}패
              </Text>
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {account.fetchedAt ? '이번 시즌 래더 기록이 없어요.' : '아직 기록을 읽지 못했어요.'}
            </Text>
          )}
          {account.games.length > 0 && (
            <Box as="ul" listStyleType="none" aria-label="최근 경기">
              {account.games.map((game) => (
                <GameRow key={game.id} game={game} />
              ))}
            </Box>
          )}
          <Text fontSize="xs" color={account.failedAt ? 'orange.fg' : 'fg.subtle'} data-testid="bnet-fetched">
            {account.fetchedAt
              ? `${formatDateTime(account.fetchedAt)} 기준 (${elapsedLabel(account.fetchedAt)})`
              : '배틀넷에서 아직 읽지 못했습니다.'}
            {account.failedAt && ' · 배틀넷이 응답하지 않아 마지막으로 읽은 기록을 보여 드려요.'}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
