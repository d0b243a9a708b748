import { Badge, Box, Button, Flex, Grid, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { type CrewStation, departmentList } from '../../../contract';
import { confirmRemoveStation } from './remove-crew-station';

/** Shared with the list's header row, so the columns line up on wide screens. */
export const CREW_COLUMNS = {
  base: '2.5rem minmax(0, 1fr) auto',
  md: '4rem minmax(0, 1.2fr) minmax(0, 1.5fr) 7rem',
};

interface CrewStationRowProps {
  station: CrewStation;
  onEdit: () => void;
  onRemoved: () => void;
}

/** One crew station: its sort number, nickname and SOOP id, departments, 수정 and 삭제. */
export function CrewStationRow({ station, onEdit, onRemoved }: CrewStationRowProps) {
  const [busy, setBusy] = useState(false);
  const departments = departmentList(station.department);
  const remove = async () => {
    setBusy(true);
    try {
      if (await confirmRemoveStation(station)) onRemoved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Grid
      as="li"
      templateColumns={CREW_COLUMNS}
      columnGap={{ base: '3', md: '4' }}
      rowGap="2"
      alignItems="center"
      px={{ base: '4', md: '5' }}
      py="3.5"
      data-testid="crew-station-row"
    >
      <Text
        fontVariantNumeric="tabular-nums"
        color="fg.muted"
        fontWeight="semibold"
        aria-label={`정렬 순서 ${station.sort}`}
      >
        {station.sort}
      </Text>
      <Box minW="0">
        <Text fontWeight="semibold" truncate>
          {station.userNick}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {station.userId}
        </Text>
      </Box>
      <Wrap
        gap="1.5"
        gridColumn={{ base: '2 / -1', md: 'auto' }}
        gridRow={{ base: '2', md: 'auto' }}
        aria-label="소속"
      >
        {departments.length > 0 ? (
          departments.map((name) => (
            <Badge key={name} variant="subtle" colorPalette="primary">
              {name}
            </Badge>
          ))
        ) : (
          <Text fontSize="sm" color="fg.subtle">
            소속 없음
          </Text>
        )}
      </Wrap>
      <Flex
        gap="1"
        justify="flex-end"
        gridColumn={{ base: '3', md: 'auto' }}
        gridRow={{ base: '1', md: 'auto' }}
      >
        <Button
          size="xs"
          variant="ghost"
          colorPalette="gray"
          onClick={onEdit}
          aria-label={`수정: ${station.userNick}`}
        >
          수정
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          loading={busy}
          onClick={() => void remove()}
          aria-label={`삭제: ${station.userNick}`}
        >
          삭제
        </Button>
      </Flex>
    </Grid>
  );
}
