import { Button, Flex, HStack, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { SearchIcon } from '../../../app';
import type { BoardCategory } from '../../../contract';
import { type BoardListSearch, POST_SORTS, SORT_LABELS } from '../list-search';
import { FlameIcon } from './icons';

interface BoardToolbarProps {
  categories: readonly BoardCategory[];
  search: BoardListSearch;
  onChange: (next: BoardListSearch) => void;
}

/** Category tabs, the popular filter, title search and sort. Every choice lives in the address. */
export function BoardToolbar({ categories, search, onChange }: BoardToolbarProps) {
  const [query, setQuery] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...search, q: query.trim() || undefined });
  };
  const chip = (active: boolean) => ({
    size: 'sm' as const,
    borderRadius: 'full',
    variant: active ? ('solid' as const) : ('outline' as const),
    colorPalette: active ? 'purple' : 'gray',
    flexShrink: 0,
  });

  return (
    <Flex direction="column" gap="3" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px">
      <HStack
        gap="2"
        overflowX="auto"
        pb="1"
        role="tablist"
        aria-label="분류"
        css={{ scrollbarWidth: 'none' }}
      >
        <Button
          {...chip(!search.category && !search.popular)}
          role="tab"
          aria-selected={!search.category && !search.popular}
          onClick={() => onChange({ ...search, category: undefined, popular: undefined })}
        >
          전체
        </Button>
        <Button
          {...chip(search.popular === true)}
          colorPalette={search.popular ? 'orange' : 'gray'}
          role="tab"
          aria-selected={search.popular === true}
          onClick={() => onChange({ ...search, popular: search.popular ? undefined : true })}
        >
          <FlameIcon />
          인기글
        </Button>
        {categories.map((category) => (
          <Button
            key={category.number}
            {...chip(search.category === category.number)}
            role="tab"
            aria-selected={search.category === category.number}
            onClick={() =>
              onChange({
                ...search,
                category: search.category === category.number ? undefined : category.number,
              })
            }
          >
            {category.name}
          </Button>
        ))}
      </HStack>
      <HStack gap="2" as="form" onSubmit={submit} role="search">
        <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
          <Input
            size="sm"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="제목으로 검색"
            aria-label="제목 검색"
            type="search"
            enterKeyHint="search"
          />
        </InputGroup>
        <NativeSelect.Root size="sm" width="auto" flexShrink={0}>
          <NativeSelect.Field
            aria-label="정렬"
            value={search.sort ?? 'latest'}
            onChange={(event) => {
              const sort = POST_SORTS.find((value) => value === event.target.value);
              onChange({ ...search, sort: sort === 'latest' ? undefined : sort });
            }}
          >
            {POST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Flex>
  );
}
