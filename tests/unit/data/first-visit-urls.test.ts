import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_PLAN, firstVisitReadsOf, firstVisitUrl } from '../../../src/data/first-visit-urls';

const BASE = 'https://c9.example/board/all';

describe('first-visit reads', () => {
  it('a board list reads the boards and that board’s newest posts; all boards read every board’s', () => {
    expect(firstVisitReadsOf(FIRST_VISIT_PLAN, '/board/all', '')).toEqual([
      { kind: 'boards' },
      { kind: 'posts', boardId: undefined, length: 100 },
    ]);
    expect(firstVisitReadsOf(FIRST_VISIT_PLAN, '/board/%ED%81%AC%EB%A3%A8/', '')).toEqual([
      { kind: 'boards' },
      { kind: 'posts', boardId: '크루', length: 100 },
    ]);
  });

  it('any other page reads only the boards (the menu shows them)', () => {
    expect(firstVisitReadsOf(FIRST_VISIT_PLAN, '/', '')).toEqual([{ kind: 'boards' }]);
    expect(firstVisitReadsOf(FIRST_VISIT_PLAN, '/board/free/12', '')).toEqual([{ kind: 'boards' }]);
  });

  it('addresses the tables as the server reads them: a JSON search of the board, newest first', () => {
    expect(firstVisitUrl(FIRST_VISIT_PLAN, { kind: 'boards' }, BASE)).toBe(
      'https://c9.example/api/v1/p/board/table?length=200',
    );
    const url = new URL(
      firstVisitUrl(FIRST_VISIT_PLAN, { kind: 'posts', boardId: 'free', length: 100 }, BASE),
    );
    expect(url.pathname).toBe('/api/v1/p/post/table');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      length: '100',
      orderColumnName: 'createdAt',
      order: 'desc',
      searchColumns: JSON.stringify([{ name: 'boardId', value: 'free', operator: 'eq' }]),
    });
    const all = new URL(
      firstVisitUrl(FIRST_VISIT_PLAN, { kind: 'posts', boardId: undefined, length: 100 }, BASE),
    );
    expect(all.searchParams.get('searchColumns')).toBe('[]');
  });
});
