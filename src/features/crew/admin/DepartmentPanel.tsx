import { Button, Card, Flex, Heading, IconButton, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../app';
import type { CrewDepartment, CrewPerson } from '../../../contract/crew';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { PersonRow } from './PersonRow';

interface DepartmentPanelProps {
  department: CrewDepartment;
  /** Moving is offered only over the whole chart (not a filtered one), where the order means something. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onRename: () => void;
  onRemove: () => void;
  onAddPerson: () => void;
  onEditPerson: (person: CrewPerson) => void;
  onRemovePerson: (person: CrewPerson) => void;
}

/** One department of the admin chart: its order and name, its people, and what can be done with them. */
export function DepartmentPanel({
  department,
  canMoveUp,
  canMoveDown,
  onMove,
  onRename,
  onRemove,
  onAddPerson,
  onEditPerson,
  onRemovePerson,
}: DepartmentPanelProps) {
  const name = department.name;
  return (
    <Card.Root
      as="section"
      variant="outline"
      borderRadius="l3"
      overflow="hidden"
      aria-label={name}
      data-testid="admin-crew-department"
    >
      <Flex
        align="center"
        gap="2"
        px={{ base: '3', md: '4' }}
        py="2.5"
        bg="bg.subtle"
        borderBottomWidth="1px"
        wrap="wrap"
      >
        <Flex gap="0.5">
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={`${name} 위로`}
            disabled={!canMoveUp}
            onClick={() => onMove(-1)}
          >
            <ArrowUpIcon />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={`${name} 아래로`}
            disabled={!canMoveDown}
            onClick={() => onMove(1)}
          >
            <ArrowDownIcon />
          </IconButton>
        </Flex>
        <Heading as="h2" size="md" flex="1" minW="0" wordBreak="keep-all">
          {name}
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" ms="2">
            {department.people.length}명
          </Text>
        </Heading>
        <Flex gap="1">
          <Button size="xs" variant="outline" onClick={onAddPerson}>
            <PlusIcon />
            사람 추가
          </Button>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={`${name} 이름 바꾸기`}
            onClick={onRename}
          >
            <PencilIcon />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`${name} 삭제`}
            onClick={onRemove}
          >
            <TrashIcon />
          </IconButton>
        </Flex>
      </Flex>
      {department.people.length === 0 ? (
        <Text fontSize="sm" color="fg.subtle" px="4" py="3">
          아직 아무도 없습니다. 사람 추가로 크루 멤버를 넣어 주세요.
        </Text>
      ) : (
        <Stack
          as="ul"
          gap="0"
          separator={<StackSeparator />}
          listStyleType="none"
          aria-label={`${name} 사람 목록`}
        >
          {department.people.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              onEdit={() => onEditPerson(person)}
              onRemove={() => onRemovePerson(person)}
            />
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}
