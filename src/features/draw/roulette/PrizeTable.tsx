import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ROULETTE_TABLE, rouletteExpectedValue } from '../../../contract/draw';

const TOTAL = ROULETTE_TABLE.reduce((sum, slot) => sum + slot.weight, 0);
const percent = (weight: number) =>
  `${((weight / TOTAL) * 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;

const Cell = ({ children, head, end }: { children: React.ReactNode; head?: boolean; end?: boolean }) => (
  <Box
    role={head ? 'columnheader' : 'cell'}
    py="1.5"
    textAlign={end ? 'end' : 'start'}
    fontWeight={head ? 'semibold' : 'normal'}
    color={head ? 'fg.muted' : 'fg'}
    fontSize="sm"
    borderBottomWidth="1px"
  >
    {children}
  </Box>
);

/** The prize table with each prize's chance and what a spin pays back on average. */
export function PrizeTable({ cost }: { cost: number }) {
  const expected = rouletteExpectedValue();
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        상품표
      </Heading>
      <Box role="table" aria-label="상품표" data-testid="prize-table">
        <Box role="row" display="grid" gridTemplateColumns="1fr 5rem 5rem" columnGap="3">
          <Cell head>상품</Cell>
          <Cell head end>
            가중치
          </Cell>
          <Cell head end>
            확률
          </Cell>
        </Box>
        {ROULETTE_TABLE.map((slot) => (
          <Box role="row" key={slot.label} display="grid" gridTemplateColumns="1fr 5rem 5rem" columnGap="3">
            <Cell>{slot.label}</Cell>
            <Cell end>{slot.weight.toLocaleString('ko-KR')}</Cell>
            <Cell end>{percent(slot.weight)}</Cell>
          </Box>
        ))}
      </Box>
      <Box>
        <Text fontWeight="semibold" data-testid="expected-value">
          1회 기대값 {expected.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}P (참가비 {cost}P)
        </Text>
        <Text fontSize="sm" color="fg.muted">
          평균적으로 참가비의{' '}
          {((expected / cost) * 100).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%가 돌아와요.
          포인트는 커뮤니티 활동으로만 모을 수 있고 현금으로 바꿀 수 없어요.
        </Text>
      </Box>
    </Stack>
  );
}
