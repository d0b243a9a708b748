import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import type { AdminEntry, LeagueGroup } from '../../../../contract/starcraft-league';
import { formatDateTime } from '../../../../lib/time';
import { RaceBadge } from '../../race';
import { Section } from '../../Section';

interface EntriesSectionProps {
  entries: readonly AdminEntry[];
  groups: readonly LeagueGroup[];
  onAccept: (entry: AdminEntry) => void;
}

/** Members' applications to the season (`/starcraft/entry`), each waiting or in a group. */
export function EntriesSection({ entries, groups, onAccept }: EntriesSectionProps) {
  const waiting = entries.filter((e) => !e.groupId).length;
  return (
    <Section title={`참가 신청 ${entries.length}명${waiting > 0 ? ` · 대기 ${waiting}명` : ''}`}>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          이 시즌에 들어온 참가 신청이 없습니다.
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" divideY="1px">
          {entries.map((e) => {
            const group = groups.find((g) => g.id === e.groupId);
            return (
              <Flex
                as="li"
                key={e.id}
                align="center"
                gap="3"
                py="2.5"
                wrap="wrap"
                data-testid="sc-admin-entry"
              >
                <Box flex="1" minW="12rem">
                  <Flex align="center" gap="1.5">
                    <RaceBadge race={e.race} />
                    <Text fontWeight="medium" truncate>
                      {e.gameName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {e.nickname}
                    </Text>
                  </Flex>
                  <Text fontSize="xs" color="fg.muted" mt="0.5">
                    {formatDateTime(e.createdAt)}
                    {e.comment && ` · ${e.comment}`}
                  </Text>
                </Box>
                <Badge colorPalette={group ? 'green' : 'orange'} variant="subtle">
                  {group ? group.name : '대기'}
                </Badge>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={groups.length === 0}
                  onClick={() => onAccept(e)}
                  aria-label={`${e.gameName} ${group ? '조 바꾸기' : '조에 넣기'}`}
                >
                  {group ? '조 바꾸기' : '조에 넣기'}
                </Button>
              </Flex>
            );
          })}
        </Box>
      )}
    </Section>
  );
}
