import { Button, Grid, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { SearchIcon } from '../../../app';
import { UserSearchField } from '../../../contract';
import {
  LINK_FILTER_LABELS,
  LinkFilter,
  SEARCH_FIELD_LABELS,
  type UserTableSearch,
} from './user-table-search';

interface UserSearchBarProps {
  search: UserTableSearch;
  /** A new search always starts at the first page. */
  onSearch: (next: UserTableSearch) => void;
}

/** Search by nickname, username or SOOP id, and the SOOP link filter. Every choice lives in the address. */
export function UserSearchBar({ search, onSearch }: UserSearchBarProps) {
  const [field, setField] = useState(search.field ?? 'nickname');
  const [query, setQuery] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, field, q: query.trim() || undefined, page: undefined });
  };

  return (
    <Grid
      as="form"
      role="search"
      onSubmit={submit}
      // Phones: field, words and 검색 on one row, the link filter under them.
      templateColumns={{ base: 'auto minmax(0, 1fr) auto', md: 'auto minmax(0, 1fr) auto auto' }}
      gap="2"
      px={{ base: '4', md: '5' }}
      py="3"
      borderBottomWidth="1px"
    >
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label="검색 항목"
          value={field}
          onChange={(event) => setField(UserSearchField.catch('nickname').parse(event.target.value))}
        >
          {UserSearchField.options.map((option) => (
            <option key={option} value={option}>
              {SEARCH_FIELD_LABELS[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <InputGroup startElement={<SearchIcon color="fg.muted" />}>
        <Input
          size="sm"
          type="search"
          enterKeyHint="search"
          maxLength={40}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`${SEARCH_FIELD_LABELS[field]} 검색`}
          aria-label="회원 검색어"
        />
      </InputGroup>
      <Button type="submit" size="sm">
        검색
      </Button>
      <NativeSelect.Root
        size="sm"
        width="auto"
        gridColumn={{ base: '1 / -1', md: 'auto' }}
        justifySelf="start"
      >
        <NativeSelect.Field
          aria-label="SOOP 연결"
          value={search.link ?? ''}
          onChange={(event) =>
            onSearch({
              ...search,
              link: LinkFilter.optional()
                .catch(undefined)
                .parse(event.target.value || undefined),
              page: undefined,
            })
          }
        >
          <option value="">SOOP 연결 전체</option>
          {LinkFilter.options.map((option) => (
            <option key={option} value={option}>
              {LINK_FILTER_LABELS[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Grid>
  );
}
