import { Box, Grid, Text } from '@chakra-ui/react';

const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'];

/** This Seoul month, weeks from Monday (SPEC section 9), the checked-in days marked. */
export function MonthCalendar({ today, checked }: { today: string; checked: readonly string[] }) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const done = new Set(checked);
  const dayOf = (d: number) => `${today.slice(0, 7)}-${String(d).padStart(2, '0')}`;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="2">
        {year}년 {month}월 · {checked.length}일 출석
      </Text>
      <Grid templateColumns="repeat(7, 1fr)" gap="1" textAlign="center" fontSize="xs" role="grid">
        {WEEKDAYS.map((w) => (
          <Text key={w} color="fg.muted" py="1">
            {w}
          </Text>
        ))}
        {Array.from({ length: days }, (_, i) => {
          const day = dayOf(i + 1);
          const isDone = done.has(day);
          return (
            <Box
              key={day}
              py="1.5"
              gridColumnStart={i === 0 ? lead + 1 : undefined}
              borderRadius="full"
              bg={isDone ? 'primary.solid' : undefined}
              color={isDone ? 'primary.contrast' : day === today ? 'primary.fg' : undefined}
              fontWeight={day === today ? 'bold' : undefined}
              aria-label={isDone ? `${i + 1}일 출석함` : `${i + 1}일`}
              data-checked={isDone || undefined}
            >
              {i + 1}
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
