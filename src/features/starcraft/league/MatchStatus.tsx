import { Badge } from '@chakra-ui/react';
import { type SportMatchStatus, sportMatchStatusNames } from '../../../contract/sport-match';

const PALETTE: Record<SportMatchStatus, string> = {
  scheduled: 'gray',
  live: 'red',
  final: 'purple',
  cancelled: 'gray',
};

export function MatchStatus({ status }: { status: SportMatchStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'live' ? 'solid' : 'subtle'} size="sm">
      {sportMatchStatusNames[status]}
    </Badge>
  );
}
