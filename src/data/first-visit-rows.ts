import type { Board, Post } from '../contract/board';
import { INT_MAX } from '../contract/int-range';
import { ROLES } from '../contract/roles';
import { isPlainObject } from '../lib/storage-schema';

/**
 * The first visit's answers checked by hand, not with zod and the contract's schemas: those weigh
 * 37 KB, a fifth of a second on a slow phone before the first rows can show. Field by field the
 * contract's `Post` and `Board` (tests/unit/data/first-visit-rows.test.ts holds them equal); like
 * zod, a row keeps only the fields the contract names.
 */
type Check = (value: unknown) => boolean;

const string: Check = (value) => typeof value === 'string';
const integer: Check = (value) => Number.isSafeInteger(value);
const boolean: Check = (value) => typeof value === 'boolean';
const nullOr =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
/** `isoDate` in the contract: an ISO 8601 date and time with its offset. */
const isoDate: Check = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const role: Check = (value) => (ROLES as readonly unknown[]).includes(value);

/** An object with these fields, each passing its check, and nothing else kept. */
function objectOf<T>(fields: Record<keyof T & string, Check>) {
  const names = Object.keys(fields) as (keyof T & string)[];
  return (value: unknown): T | undefined => {
    if (!isPlainObject(value) || !names.every((name) => fields[name](value[name]))) return undefined;
    return Object.fromEntries(names.map((name) => [name, value[name]])) as T;
  };
}

const replicated = { id: string, rev: integer, deleted: boolean };

export const POST_FIELDS: Record<keyof Post, Check> = {
  ...replicated,
  boardId: string,
  categoryNumber: nullOr(integer),
  title: string,
  content: string,
  authorUuid: string,
  authorNickname: string,
  authorProfileUri: string,
  viewCount: integer,
  likeCount: integer,
  commentCount: integer,
  popular: boolean,
  staffEditedAt: nullOr(isoDate),
  createdAt: isoDate,
  updatedAt: isoDate,
};

export const BOARD_CATEGORY_FIELDS: Record<keyof Board['categories'][number], Check> = {
  number: (value) => integer(value) && (value as number) >= 1 && (value as number) <= INT_MAX,
  name: (value) => string(value) && (value as string).length >= 1 && (value as string).length <= 20,
};

const boardCategory = objectOf(BOARD_CATEGORY_FIELDS);

export const BOARD_FIELDS: Record<keyof Board, Check> = {
  ...replicated,
  name: string,
  description: string,
  categories: arrayOf((value) => boardCategory(value) !== undefined),
  readRoles: arrayOf(role),
  writeRoles: arrayOf(role),
  sort: integer,
  createdAt: isoDate,
  updatedAt: isoDate,
};

/** The rows of a table answer (`tableResponse` in the contract), each read by `row`; else undefined. */
function tableRows<T>(row: (value: unknown) => T | undefined) {
  return (answer: unknown): T[] | undefined => {
    if (
      !isPlainObject(answer) ||
      !['draw', 'recordsTotal', 'recordsFiltered'].every((n) => integer(answer[n]))
    )
      return undefined;
    if (!Array.isArray(answer.data)) return undefined;
    const rows = answer.data.map(row);
    return rows.every((r) => r !== undefined) ? (rows as T[]) : undefined;
  };
}

export const postRows = tableRows(objectOf<Post>(POST_FIELDS));
export const boardRows = tableRows(objectOf<Board>(BOARD_FIELDS));
