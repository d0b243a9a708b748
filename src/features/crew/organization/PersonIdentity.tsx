import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CrewPerson } from '../../../contract/crew';
import { StationAvatar } from '../../live/StationAvatar';
import { MemberTypeBadge } from './MemberTypeBadge';

interface PersonIdentityProps {
  person: CrewPerson;
  live: boolean;
  avatarSize: number;
  /** The line under the name (role, broadcast title or SOOP id). */
  detail: ReactNode;
}

/** A person of the chart as the chart and its admin screen show them: picture, name, type, one line more. */
export function PersonIdentity({ person, live, avatarSize, detail }: PersonIdentityProps) {
  return (
    <>
      <StationAvatar src={person.profileImage} live={live} size={avatarSize} />
      <Box minW="0" flex="1">
        <Flex align="center" gap="1.5" wrap="wrap">
          <Text fontWeight="semibold" truncate>
            {person.nickname}
          </Text>
          <MemberTypeBadge type={person.memberType} />
        </Flex>
        <Text fontSize="sm" color="fg.muted" truncate>
          {detail}
        </Text>
      </Box>
    </>
  );
}
