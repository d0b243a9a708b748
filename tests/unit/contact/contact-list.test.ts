import { describe, expect, it } from 'vitest';
import type { ContactThread } from '../../../src/contract';
import { type ContactFilter, visibleThreads } from '../../../src/features/contact/admin/contact-list';

const thread = (id: string, overrides: Partial<ContactThread>): ContactThread => ({
  id,
  category: 'BUG',
  title: `문의 ${id}`,
  content: '',
  attachment: null,
  status: 'WAITING',
  author: { uuid: `u-${id}`, nickname: `회원${id}` },
  replyEmail: null,
  createdAt: '2026-11-20T10:00:00.000+09:00',
  answer: null,
  answeredAt: null,
  ...overrides,
});

const threads = [
  thread('a', { createdAt: '2026-11-21T09:00:00.000+09:00', title: '글쓰기 버튼이 안 눌려요' }),
  thread('b', {
    createdAt: '2026-11-22T09:00:00.000+09:00',
    category: 'POINT',
    status: 'ANSWERED',
    answer: '포인트를 넣어 드렸어요',
    answeredAt: '2026-11-22T10:00:00.000+09:00',
  }),
  thread('c', {
    createdAt: '2026-11-23T09:00:00.000+09:00',
    category: 'POINT',
    content: 'Roulette 결과가 이상해요',
  }),
  thread('d', {
    createdAt: '2026-11-20T09:00:00.000+09:00',
    status: 'ANSWERED',
    answer: '고쳤습니다',
    answeredAt: '2026-11-20T10:00:00.000+09:00',
  }),
];

const ids = (filter: Partial<ContactFilter>) =>
  visibleThreads(threads, { query: '', status: 'ALL', category: 'ALL', sort: 'newest', ...filter }).map(
    (t) => t.id,
  );

describe('the admin contact list, filtered and sorted in the page', () => {
  it('sorts newest first, oldest first, or what waits first (the longest waiting on top)', () => {
    expect(ids({})).toEqual(['c', 'b', 'a', 'd']);
    expect(ids({ sort: 'oldest' })).toEqual(['d', 'a', 'b', 'c']);
    expect(ids({ sort: 'waitingFirst' })).toEqual(['a', 'c', 'b', 'd']);
  });

  it('narrows by status and category together', () => {
    expect(ids({ status: 'WAITING' })).toEqual(['c', 'a']);
    expect(ids({ category: 'POINT' })).toEqual(['c', 'b']);
    expect(ids({ category: 'POINT', status: 'ANSWERED' })).toEqual(['b']);
  });

  it('matches the typed words in the title, text, answer or nickname, case aside', () => {
    expect(ids({ query: '글쓰기' })).toEqual(['a']);
    expect(ids({ query: '  roulette ' })).toEqual(['c']);
    expect(ids({ query: '넣어 드렸' })).toEqual(['b']);
    expect(ids({ query: '회원d' })).toEqual(['d']);
    expect(ids({ query: '없는 말' })).toEqual([]);
  });
});
