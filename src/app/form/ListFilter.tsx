import { Input, InputGroup } from '@chakra-ui/react';
import { SearchIcon } from '../layout/icons';

interface ListFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Filters a loaded list as the admin types: no request, no 검색 button. */
export function ListFilter({ label, value, onChange }: ListFilterProps) {
  return (
    <InputGroup startElement={<SearchIcon color="fg.muted" />} flex={{ base: '1 1 100%', md: '1' }} minW="0">
      <Input
        size="sm"
        type="search"
        maxLength={40}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        aria-label={label}
      />
    </InputGroup>
  );
}
