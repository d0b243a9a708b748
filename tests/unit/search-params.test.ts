import { describe, expect, it } from 'vitest';
import { parseUserTableSearch } from '../../src/features/admin/user/user-table-search';
import { loginRoute } from '../../src/features/auth/routes';
import { parseBoardListSearch } from '../../src/features/board/list-search';
import { contactMainRoutes } from '../../src/features/contact/routes';
import { gameRoutes } from '../../src/features/game/routes';
import { soopConnectRoute } from '../../src/features/soop/routes';
import { parseStoreSearch } from '../../src/features/store/store-search';
import { parseRankingSearch } from '../../src/lib/ranking-search';
import {
  anyValue,
  inAppPath,
  oneOf,
  positiveInt,
  searchOf,
  text,
  trueOrFalse,
  uuid,
} from '../../src/lib/search-params';

/** An exported route's options type widens its validator to every kind the router takes. */
const validatorOf = (route: { options: { validateSearch?: unknown } }) =>
  route.options.validateSearch as (raw: Record<string, unknown>) => unknown;

const ID = '3f2c8a9e-1b4d-4c6e-9f0a-7d5e2b1c8a93';

describe('search value parsers', () => {
  it('oneOf keeps only a listed string', () => {
    const period = oneOf(['week', 'month']);
    expect(period('month')).toBe('month');
    expect(period('year')).toBeUndefined();
    expect(period(['month'])).toBeUndefined();
    expect(period(undefined)).toBeUndefined();
  });

  it('positiveInt takes whole numbers from 1, as numbers or digits', () => {
    expect(positiveInt(2)).toBe(2);
    expect(positiveInt('2')).toBe(2);
    expect(positiveInt(' 7 ')).toBe(7);
    for (const bad of [0, '0', -1, '1.5', 1.5, 'x', '', null, undefined, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(positiveInt(bad)).toBeUndefined();
    }
  });

  it('trueOrFalse takes only real booleans', () => {
    expect(trueOrFalse(true)).toBe(true);
    expect(trueOrFalse(false)).toBe(false);
    expect(trueOrFalse('true')).toBeUndefined();
    expect(trueOrFalse(1)).toBeUndefined();
  });

  it('text keeps strings up to its length, trimmed only when asked', () => {
    expect(text()('a b ')).toBe('a b ');
    expect(text()(3)).toBeUndefined();
    expect(text({ max: 3 })(' ab ')).toBeUndefined();
    expect(text({ max: 3 })(' ab')).toBe(' ab');
    expect(text({ max: 3, trim: true })('  abc  ')).toBe('abc');
    expect(text({ max: 3, trim: true })(' abcd ')).toBeUndefined();
  });

  it('uuid takes the ids zod takes', () => {
    expect(uuid(ID)).toBe(ID);
    expect(uuid(ID.toUpperCase())).toBe(ID.toUpperCase());
    expect(uuid('00000000-0000-0000-0000-000000000000')).toBe('00000000-0000-0000-0000-000000000000');
    expect(uuid(`${ID}x`)).toBeUndefined();
    expect(uuid('3f2c8a9e-1b4d-0c6e-9f0a-7d5e2b1c8a93')).toBeUndefined(); // version 0
    expect(uuid('3f2c8a9e-1b4d-4c6e-cf0a-7d5e2b1c8a93')).toBeUndefined(); // variant c
    expect(uuid(42)).toBeUndefined();
  });

  it('inAppPath keeps paths inside the app', () => {
    expect(inAppPath('/board/write?x=1')).toBe('/board/write?x=1');
    expect(inAppPath('/')).toBe('/');
    expect(inAppPath('//evil.com')).toBeUndefined();
    expect(inAppPath('https://evil.com')).toBeUndefined();
    expect(inAppPath('board')).toBeUndefined();
  });

  it('anyValue keeps whatever is there', () => {
    expect(anyValue('')).toBe('');
    expect(anyValue(0)).toBe(0);
    expect(anyValue(undefined)).toBeUndefined();
  });

  it('searchOf keeps the declared keys that pass, and drops the rest', () => {
    const parse = searchOf({ page: positiveInt, tab: oneOf(['a', 'b']) });
    expect(parse({ page: '2', tab: 'c', other: 'x' })).toStrictEqual({ page: 2 });
    expect(parse({})).toStrictEqual({});
  });
});

describe('route searches', () => {
  it('board list: category from 1, real booleans, trimmed q up to 100, known sorts', () => {
    expect(parseBoardListSearch({ category: '2' })).toEqual({ category: 2 });
    expect(parseBoardListSearch({ category: 0 })).toEqual({});
    expect(parseBoardListSearch({ q: '  검색  ', popular: true, sort: 'views' })).toEqual({
      q: '검색',
      popular: true,
      sort: 'views',
    });
    expect(parseBoardListSearch({ q: ` ${'가'.repeat(100)} ` })).toEqual({ q: '가'.repeat(100) });
    expect(parseBoardListSearch({ q: '가'.repeat(101), popular: 'true', sort: 'best' })).toEqual({});
  });

  it('admin users: page from 1, q kept as typed up to 40', () => {
    expect(parseUserTableSearch({ page: '2', q: ' 별 ' })).toEqual({ page: 2, q: ' 별 ' });
    expect(parseUserTableSearch({ page: '-1', q: 'x'.repeat(41), field: 'email' })).toEqual({});
  });

  it('store: a known tab', () => {
    expect(parseStoreSearch({ tab: 'pending' })).toEqual({ tab: 'pending' });
    expect(parseStoreSearch({ tab: 'admin' })).toEqual({});
  });

  it('rankings: week, month or all', () => {
    expect(parseRankingSearch({ period: 'month' })).toEqual({ period: 'month' });
    expect(parseRankingSearch({ period: 'day' })).toEqual({});
  });

  it('games: a period, and online play with a match id', () => {
    const [apple, , omok] = gameRoutes.map(validatorOf);
    expect(apple?.({ period: 'day' })).toEqual({ period: 'day' });
    expect(apple?.({ period: 'month' })).toEqual({});
    expect(omok?.({ mode: 'online', match: ID })).toEqual({ mode: 'online', match: ID });
    expect(omok?.({ mode: 'offline', match: 'room-1' })).toEqual({});
  });

  it('contact: a thread id', () => {
    const parse = validatorOf(contactMainRoutes[0]);
    expect(parse({ thread: ID })).toEqual({ thread: ID });
    expect(parse({ thread: '12' })).toEqual({});
  });

  it('SOOP connect: back to an in-app path only', () => {
    const parse = validatorOf(soopConnectRoute);
    expect(parse({ next: '/board/write' })).toEqual({ next: '/board/write' });
    expect(parse({ next: '//evil.com' })).toEqual({});
  });

  it('login: pUrl when a string, v whenever present', () => {
    const parse = validatorOf(loginRoute);
    expect(parse({ pUrl: '/point', v: '' })).toEqual({ pUrl: '/point', v: '' });
    expect(parse({ pUrl: 5 })).toStrictEqual({});
  });
});
