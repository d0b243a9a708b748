import { Box, Button, Flex, Heading, IconButton, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../../app';
import type { LeagueGroup } from '../../../../contract/starcraft-league';
import { RaceBadge } from '../../race';
import { Section } from '../../Section';

interface GroupsSectionProps {
  groups: readonly LeagueGroup[];
  onAdd: () => void;
  onEdit: (group: LeagueGroup) => void;
  onRemove: (group: LeagueGroup) => void;
}

/** The season's groups with their players. */
export function GroupsSection({ groups, onAdd, onEdit, onRemove }: GroupsSectionProps) {
  return (
    <Section
      title="조 편성"
      action={
        <Button size="sm" variant="outline" onClick={onAdd}>
          <PlusIcon />조 추가
        </Button>
      }
    >
      {groups.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          아직 조가 없습니다. 조를 추가한 뒤 참가 신청을 조에 넣어 주세요.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {groups.map((g) => (
            <Box key={g.id} borderWidth="1px" borderRadius="l2" p="3" data-testid="sc-admin-group">
              <Flex align="center" gap="1" mb="2">
                <Heading as="h3" size="sm" flex="1" minW="0" truncate>
                  {g.name}
                  <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="2">
                    {g.players.length}명
                  </Text>
                </Heading>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="gray"
                  aria-label={`${g.name} 수정`}
                  onClick={() => onEdit(g)}
                >
                  <PencilIcon />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${g.name} 삭제`}
                  onClick={() => onRemove(g)}
                >
                  <TrashIcon />
                </IconButton>
              </Flex>
              {g.players.length === 0 ? (
                <Text fontSize="sm" color="fg.subtle">
                  선수가 없습니다.
                </Text>
              ) : (
                <Wrap gap="1.5" as="ul" listStyleType="none" aria-label={`${g.name} 선수`}>
                  {g.players.map((p) => (
                    <Flex
                      as="li"
                      key={p.id}
                      align="center"
                      gap="1.5"
                      borderWidth="1px"
                      borderRadius="full"
                      px="2"
                      py="0.5"
                    >
                      <RaceBadge race={p.race} />
                      <Text fontSize="sm">{p.name}</Text>
                    </Flex>
                  ))}
                </Wrap>
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}
