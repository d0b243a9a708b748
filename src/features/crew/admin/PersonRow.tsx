import { Flex, IconButton, Text } from '@chakra-ui/react';
import { PencilIcon, TrashIcon } from '../../../app';
import type { CrewPerson } from '../../../contract/crew';
import { PersonIdentity } from '../organization/PersonIdentity';

interface PersonRowProps {
  person: CrewPerson;
  onEdit: () => void;
  onRemove: () => void;
}

/** One placement in the admin chart: order, picture, name and SOOP id, type, role, 수정 and 빼기. */
export function PersonRow({ person, onEdit, onRemove }: PersonRowProps) {
  return (
    <Flex as="li" align="center" gap="3" px={{ base: '3', md: '4' }} py="2.5" data-testid="admin-crew-person">
      <Text
        w="6"
        flexShrink={0}
        textAlign="center"
        fontSize="sm"
        color="fg.muted"
        fontVariantNumeric="tabular-nums"
        aria-label={`정렬 순서 ${person.sort}`}
      >
        {person.sort}
      </Text>
      <PersonIdentity
        person={person}
        live={false}
        avatarSize={9}
        detail={person.roleTitle ? `${person.stationUserId} · ${person.roleTitle}` : person.stationUserId}
      />
      <Flex gap="0.5" flexShrink={0}>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="gray"
          aria-label={`${person.nickname} 수정`}
          onClick={onEdit}
        >
          <PencilIcon />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`${person.nickname} 빼기`}
          onClick={onRemove}
        >
          <TrashIcon />
        </IconButton>
      </Flex>
    </Flex>
  );
}
