import { Badge } from '@chakra-ui/react';
import { type CrewMemberType, crewMemberTypeNames } from '../../../contract/crew';

/** A: the crew's admins, in the primary colour; M: members, quieter. */
export function MemberTypeBadge({ type }: { type: CrewMemberType }) {
  return (
    <Badge
      size="xs"
      variant={type === 'A' ? 'solid' : 'subtle'}
      colorPalette={type === 'A' ? 'purple' : 'gray'}
      title={`크루 구분 ${type}`}
    >
      {type} · {crewMemberTypeNames[type]}
    </Badge>
  );
}
