import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { PlusIcon, TrashIcon } from '../../../../app';
import type { LeagueGroup, LeagueMatch } from '../../../../contract/starcraft-league';
import { formatDateTime } from '../../../../lib/time';
import { MatchStatus } from '../../league/MatchStatus';
import { RaceBadge } from '../../race';
import { Section } from '../../Section';

interface MatchesSectionProps {
  matches: readonly LeagueMatch[];
  groups: readonly LeagueGroup[];
  onAdd: () => void;
  onRemove: (match: LeagueMatch) => void;
}

/** The season's schedule; scores are entered on `/starcraft/league`, where viewers follow them live. */
export function MatchesSection({ matches, groups, onAdd, onRemove }: MatchesSectionProps) {
  const stageName = (m: LeagueMatch) =>
    m.stage === 'final' ? `결선 ${m.round}라운드` : (groups.find((g) => g.id === m.groupId)?.name ?? '');
  return (
    <Section
      title="경기 일정"
      action={
        <Button size="sm" variant="outline" onClick={onAdd}>
          <PlusIcon />
          경기 추가
        </Button>
      }
    >
      {matches.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          아직 잡힌 경기가 없습니다.
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" divideY="1px">
          {matches.map((m) => (
            <Flex
              as="li"
              key={m.id}
              align="center"
              columnGap="3"
              rowGap="1"
              py="2"
              wrap="wrap"
              data-testid="sc-admin-match"
            >
              <Box w={{ base: 'full', sm: '10rem' }} flexShrink={0}>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(m.scheduledAt)}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {stageName(m)}
                  {m.map && ` · ${m.map}`} · {m.bestOf}판
                </Text>
              </Box>
              <Flex flex="1" align="center" gap="1.5" minW="0">
                <RaceBadge race={m.playerA.race} />
                <Text fontSize="sm" truncate>
                  {m.playerA.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
                  {m.status === 'scheduled' ? 'vs' : `${m.scoreA} : ${m.scoreB}`}
                </Text>
                <RaceBadge race={m.playerB.race} />
                <Text fontSize="sm" truncate>
                  {m.playerB.name}
                </Text>
              </Flex>
              <MatchStatus status={m.status} />
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`${m.playerA.name} 대 ${m.playerB.name} 경기 삭제`}
                onClick={() => onRemove(m)}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
          ))}
        </Box>
      )}
    </Section>
  );
}
