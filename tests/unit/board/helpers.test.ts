import { describe, expect, it } from 'vitest';
import { buildCommentThreads } from '../../../src/features/board/comment-tree';
import { normalizeEditorHtml, webUrl } from '../../../src/features/board/editor-html';
import {
  isBoardInFeed,
  readFeedPreference,
  setBoardInFeed,
} from '../../../src/features/board/feed-preference';
import { oldestByBoard, parseBoardListSearch, postsQueryOf } from '../../../src/features/board/list-search';
import { draftKey, isDraftEmpty, readDraft, withDraft } from '../../../src/features/board/post-draft';
import { categoryFromSelect, PostFormSchema } from '../../../src/features/board/post-form-schema';
import { canWriteTo } from '../../../src/features/board/write-access';
import type { CommentView } from '../../../workers/api';

const comment = (id: string, createdAt: string, parentId: string | null = null): CommentView => ({
  id,
  rev: 1,
  postId: 'p',
  parentId,
  content: id,
  authorUuid: 'u',
  authorNickname: 'n',
  authorProfileUri: '',
  createdAt,
  updatedAt: createdAt,
  pending: false,
  error: null,
});

describe('feed preference', () => {
  it('reads junk as every board shown', () => {
    expect(readFeedPreference(undefined)).toEqual({ hiddenBoardIds: [] });
    expect(readFeedPreference({ hiddenBoardIds: 'free' })).toEqual({ hiddenBoardIds: [] });
    expect(readFeedPreference({ hiddenBoardIds: ['free', 3] })).toEqual({ hiddenBoardIds: [] });
    expect(readFeedPreference(['free'])).toEqual({ hiddenBoardIds: [] });
    expect(readFeedPreference(null)).toEqual({ hiddenBoardIds: [] });
  });
  it('reads a stored choice, and nothing else kept beside it', () => {
    expect(readFeedPreference({ hiddenBoardIds: ['free', 'humor'], other: 1 })).toEqual({
      hiddenBoardIds: ['free', 'humor'],
    });
  });
  it('hides and shows a board without duplicates', () => {
    const hidden = setBoardInFeed(setBoardInFeed({ hiddenBoardIds: [] }, 'free', false), 'free', false);
    expect(hidden.hiddenBoardIds).toEqual(['free']);
    expect(isBoardInFeed(hidden, 'free')).toBe(false);
    expect(isBoardInFeed(setBoardInFeed(hidden, 'free', true), 'free')).toBe(true);
  });
});

describe('post drafts', () => {
  const draft = { boardId: 'free', categoryNumber: 1, title: '제목', content: '<p>본문</p>', savedAt: 1 };
  it('keeps one draft for new posts and one per modified post', () => {
    expect(draftKey(null)).toBe('draft:new');
    expect(draftKey('abc')).toBe('draft:edit:abc');
    const stored = withDraft(withDraft({}, draftKey(null), draft), draftKey('abc'), {
      ...draft,
      title: '수정',
    });
    expect(readDraft(stored, 'draft:new')?.title).toBe('제목');
    expect(readDraft(stored, 'draft:edit:abc')?.title).toBe('수정');
    expect(readDraft(withDraft(stored, 'draft:new', null), 'draft:new')).toBeNull();
  });
  it('ignores unreadable drafts', () => {
    expect(readDraft({ 'draft:new': { title: 3 } }, 'draft:new')).toBeNull();
  });
  it('treats an untouched form as empty', () => {
    expect(isDraftEmpty({ title: '  ', content: '' })).toBe(true);
    expect(isDraftEmpty({ title: '', content: '<p>x</p>' })).toBe(false);
  });
});

describe('editor html', () => {
  it('reads an editor with only breaks or spaces as empty', () => {
    expect(normalizeEditorHtml('<p><br></p>')).toBe('');
    expect(normalizeEditorHtml('<div>&nbsp;</div>')).toBe('');
    expect(normalizeEditorHtml('<p><img src="https://x/a.png"></p>')).toBe(
      '<p><img src="https://x/a.png"></p>',
    );
    expect(normalizeEditorHtml(' <b>안녕</b> ')).toBe('<b>안녕</b>');
  });
  it('lets only web addresses into links and images', () => {
    expect(webUrl('example.com/a')).toBe('https://example.com/a');
    expect(webUrl('http://example.com')).toBe('http://example.com/');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('data:text/html,hi')).toBeNull();
    expect(webUrl('  ')).toBeNull();
  });
});

describe('comment threads', () => {
  it('puts replies under their parent in time order and orphans on top', () => {
    const threads = buildCommentThreads([
      comment('b', '2025-01-01T00:02:00Z'),
      comment('r2', '2025-01-01T00:04:00Z', 'a'),
      comment('a', '2025-01-01T00:01:00Z'),
      comment('r1', '2025-01-01T00:03:00Z', 'a'),
      comment('orphan', '2025-01-01T00:05:00Z', 'gone'),
    ]);
    expect(threads.map((t) => t.comment.id)).toEqual(['a', 'b', 'orphan']);
    expect(threads[0]?.replies.map((r) => r.id)).toEqual(['r1', 'r2']);
  });
});

describe('board list search', () => {
  it('drops bad values from the address', () => {
    expect(parseBoardListSearch({ category: 'x', sort: 'best', popular: 'yes', q: '검색' })).toEqual({
      q: '검색',
    });
    expect(parseBoardListSearch({ category: 2, popular: true, sort: 'likes' })).toEqual({
      category: 2,
      popular: true,
      sort: 'likes',
    });
  });
  it('turns the address into the worker query', () => {
    expect(postsQueryOf(null, {}, 20)).toEqual({ sort: 'latest', limit: 20 });
    expect(postsQueryOf('free', { category: 1, popular: true, q: 'a', sort: 'views' }, 40)).toEqual({
      boardId: 'free',
      categoryNumber: 1,
      popular: true,
      search: 'a',
      sort: 'views',
      limit: 40,
    });
  });
  it('finds each board oldest delivered row, leaving pending rows out', () => {
    const oldest = oldestByBoard([
      { boardId: 'free', createdAt: '2025-01-02T00:00:00Z', pending: false },
      { boardId: 'free', createdAt: '2025-01-01T00:00:00Z', pending: false },
      { boardId: 'free', createdAt: '2024-01-01T00:00:00Z', pending: true },
      { boardId: 'humor', createdAt: '2025-03-01T00:00:00+09:00', pending: false },
    ]);
    expect(Object.fromEntries(oldest)).toEqual({
      free: '2025-01-01T00:00:00Z',
      humor: '2025-03-01T00:00:00+09:00',
    });
  });
});

describe('write form', () => {
  it('uses the contract messages and requires a board', () => {
    const result = PostFormSchema.safeParse({ boardId: '', title: ' ', content: '', categoryNumber: null });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '게시판 항목은 필수입니다.',
        '제목 항목은 필수입니다.',
        '내용 항목은 필수입니다.',
      ]),
    );
  });
  it('reads the category select', () => {
    expect(categoryFromSelect('')).toBeNull();
    expect(categoryFromSelect('2')).toBe(2);
  });
  it('offers open boards, boards of the user roles and boards they run', () => {
    const user = { roles: ['USER' as const], boardRoleList: [{ boardId: 'staff' }] };
    expect(canWriteTo({ id: 'free', writeRoles: [] }, user)).toBe(true);
    expect(canWriteTo({ id: 'notice', writeRoles: ['ADMIN', 'C9'] }, user)).toBe(false);
    expect(canWriteTo({ id: 'staff', writeRoles: ['ADMIN'] }, user)).toBe(true);
    expect(canWriteTo({ id: 'notice', writeRoles: ['C9'] }, { roles: ['C9'], boardRoleList: [] })).toBe(true);
  });
});
