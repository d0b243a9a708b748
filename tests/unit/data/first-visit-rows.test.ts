import { describe, expect, it } from 'vitest';
import { Board, BoardCategory, Post, tableResponse } from '../../../src/contract';
import {
  BOARD_CATEGORY_FIELDS,
  BOARD_FIELDS,
  boardRows,
  POST_FIELDS,
  postRows,
} from '../../../src/data/first-visit-rows';

/**
 * The first visit checks its answers by hand (src/data/first-visit-rows.ts); the contract's zod
 * schemas stay the truth. These hold the two equal: the same fields, and on each field the same
 * verdict for good and bad values.
 */
const post = {
  id: 'p1',
  rev: 12,
  deleted: false,
  boardId: 'free',
  categoryNumber: null,
  title: '첫 글',
  content: '<p>본문</p>',
  authorUuid: 'u1',
  authorNickname: '열혈팬',
  authorProfileUri: '/img/user/profile.png',
  viewCount: 3,
  likeCount: 0,
  commentCount: 1,
  popular: false,
  staffEditedAt: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00+09:00',
};
const board = {
  id: 'free',
  rev: 3,
  deleted: false,
  name: '자유게시판',
  description: '',
  categories: [{ number: 1, name: '잡담' }],
  readRoles: [],
  writeRoles: ['USER', 'ADMIN'],
  sort: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const page = (rows: unknown[]) => ({
  draw: 1,
  recordsTotal: rows.length,
  recordsFiltered: rows.length,
  data: rows,
});

/** Values that break some field's type or format. */
const wrongValues: unknown[] = [
  undefined,
  null,
  '',
  'x',
  '2026-11-25',
  '2026-11-25T03:00:00',
  '2026-13-45T03:00:00Z',
  0,
  -1,
  1.5,
  2_147_483_648,
  true,
  [],
  [1],
  ['NOBODY'],
  [{ number: 0, name: '잡담' }],
  [{ number: 1, name: '' }],
  [{ number: 1, name: '스무 자를 넘기는 아주 긴 말머리 이름입니다' }],
  {},
];

describe('the first visit’s hand check', () => {
  it('names exactly the contract’s fields', () => {
    expect(Object.keys(POST_FIELDS).sort()).toEqual(Object.keys(Post.shape).sort());
    expect(Object.keys(BOARD_FIELDS).sort()).toEqual(Object.keys(Board.shape).sort());
    expect(Object.keys(BOARD_CATEGORY_FIELDS).sort()).toEqual(Object.keys(BoardCategory.shape).sort());
  });

  it('reads a page of posts and boards as the contract does, leaving out fields it does not name', () => {
    const answer = page([{ ...post, extra: 1 }]);
    expect(postRows(answer)).toEqual(tableResponse(Post).parse(answer).data);
    expect(boardRows(page([board]))).toEqual(tableResponse(Board).parse(page([board])).data);
  });

  for (const [name, schema, good, rows] of [
    ['post', Post, post, postRows],
    ['board', Board, board, boardRows],
  ] as const) {
    it(`gives the contract’s verdict on every ${name} field for good and bad values`, () => {
      for (const field of Object.keys(good)) {
        for (const value of [...wrongValues, (good as Record<string, unknown>)[field]]) {
          const row = { ...good, [field]: value };
          const contract = tableResponse(schema).safeParse(page([row])).success;
          expect(rows(page([row])) !== undefined, `${field} = ${JSON.stringify(value)}`).toBe(contract);
        }
      }
    });
  }

  it('turns down what is not a table answer', () => {
    expect(postRows(null)).toBeUndefined();
    expect(postRows({ data: [post] })).toBeUndefined();
    expect(postRows({ ...page([post]), data: 'rows' })).toBeUndefined();
    expect(postRows(page([post, { ...post, title: 3 }]))).toBeUndefined();
  });
});
