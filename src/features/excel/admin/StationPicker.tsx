import { Button, Wrap } from '@chakra-ui/react';
import type { ExcelStation } from '../../../contract';

/** The crew stations as toggles; the order they are picked in is the board's order. */
export function StationPicker(props: {
  stations: ExcelStation[];
  picked: string[];
  onChange(picked: string[]): void;
}) {
  const { stations, picked, onChange } = props;
  const toggle = (id: string) =>
    onChange(picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  return (
    <Wrap gap="2" role="group" aria-label="멤버">
      {stations.map((s) => {
        const at = picked.indexOf(s.stationUserId);
        return (
          <Button
            key={s.stationUserId}
            size="sm"
            variant={at >= 0 ? 'solid' : 'outline'}
            colorPalette="purple"
            aria-pressed={at >= 0}
            onClick={() => toggle(s.stationUserId)}
          >
            {at >= 0 ? `${at + 1}. ` : ''}
            {s.nick}
          </Button>
        );
      })}
    </Wrap>
  );
}
