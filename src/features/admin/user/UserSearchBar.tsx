import { useCallback, useRef } from 'react';
import { ListChoice, ListToolbar, listOptions } from '../../../app/form/ListControls';
import { ListFilter } from '../../../app/form/ListFilter';
import {
  FILTER_FIELD_LABELS,
  LINK_FILTER_LABELS,
  linkFilterOf,
  USER_SORT_LABELS,
  type UserTableSearch,
} from './user-table-search';

interface UserSearchBarProps {
  search: UserTableSearch;
  /** Every change starts again at the first page. */
  onChange: (next: UserTableSearch) => void;
}

const FIELD_OPTIONS = listOptions(FILTER_FIELD_LABELS);
const LINK_OPTIONS = listOptions({ all: 'SOOP 연결 전체', ...LINK_FILTER_LABELS });
const SORT_OPTIONS = listOptions(USER_SORT_LABELS);

/**
 * Where to look, the words, the SOOP link and the order: each applies as it changes, to the list
 * already loaded. Every choice lives in the address, so a reload or a shared link keeps it.
 */
export function UserSearchBar({ search, onChange }: UserSearchBarProps) {
  // Handlers that stay the same from key to key, so the choices are not drawn again as one types.
  const latest = useRef({ search, onChange });
  latest.current = { search, onChange };
  const change = useCallback((patch: Partial<UserTableSearch>) => {
    const { search: now, onChange: apply } = latest.current;
    apply({ ...now, ...patch, page: undefined });
  }, []);
  const pickField = useCallback(
    (next: UserTableSearch['field'] | 'all') => change({ field: next === 'all' ? undefined : next }),
    [change],
  );
  const pickLink = useCallback((next: string) => change({ link: linkFilterOf(next) }), [change]);
  const pickSort = useCallback(
    (next: NonNullable<UserTableSearch['sort']>) => change({ sort: next === 'newest' ? undefined : next }),
    [change],
  );
  const field = search.field ?? 'all';

  return (
    <ListToolbar>
      <ListChoice label="검색 항목" value={field} options={FIELD_OPTIONS} onChange={pickField} />
      <ListFilter
        label={
          field === 'all' ? '닉네임, 아이디, SOOP 아이디로 찾기' : `${FILTER_FIELD_LABELS[field]}로 찾기`
        }
        value={search.q ?? ''}
        // Kept as typed (a space between two words stays); the filter and the address trim it.
        onChange={(next) => change({ q: next || undefined })}
      />
      <ListChoice label="SOOP 연결" value={search.link ?? 'all'} options={LINK_OPTIONS} onChange={pickLink} />
      <ListChoice label="정렬" value={search.sort ?? 'newest'} options={SORT_OPTIONS} onChange={pickSort} />
    </ListToolbar>
  );
}
