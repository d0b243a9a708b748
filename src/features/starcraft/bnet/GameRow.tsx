import { Badge, HStack, Text } from '@chakra-ui/react';
import { type BnetGame, type BnetRace, type BnetResult, bnetRaceNames } from '../../../contract/bnet';
import { boardTime } from '../../../lib/seoul-clock';

const RESULT: Record<BnetResult, { label: string; palette: string }> = {
  win: { label: '승', palette: 'blue' },
  loss: { label: '패', palette: 'red' },
  draw: { label: '무', palette: 'gray' },
  unknown: { label: '?', palette: 'gray' },
};
const raceName = (race: BnetRace | null) => (race ? bnetRaceNames[race] : '종족 모름');

/** One game of the account: the result, the opponent and their race, the map and when. */
export function GameRow({ game }: { game: BnetGame }) {
  const result = RESULT[game.result];
  return (
    <HStack
      as="li"
      gap="3"
      py="2"
      px="1"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      data-testid="bnet-game"
    >
      <Badge colorPalette={result.palette} variant="solid" minW="7" justifyContent="center" size="md">
        {result.label}
      </Badge>
      <Text flex="1" minW="0" truncate fontSize="sm">
        <Text as="span" fontWeight="semibold">
          {game.opponent}
        </Text>
        <Text as="span" color="fg.muted">
          {' '}
          ({raceName(game.opponentRace)}) · {game.map}
        </Text>
      </Text>
      <Text
        fontSize="xs"
        color="fg.muted"
        flexShrink={0}
        title={new Date(game.playedAt).toLocaleString('ko-KR')}
      >
        {boardTime(game.playedAt)}
      </Text>
    </HStack>
  );
}
