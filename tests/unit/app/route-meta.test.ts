import { describe, expect, it } from 'vitest';
import { DEFAULT_META, formatDocumentTitle, resolveMeta } from '../../../src/app/router/route-meta';
import { createScrollMemory, SCROLL_RESTORE_AFTER_MS } from '../../../src/app/router/scroll-memory';

describe('route meta', () => {
  it('titles a page "page - 씨나인" and the nameless page with the product alone', () => {
    expect(formatDocumentTitle('로그인')).toBe('로그인 - 씨나인');
    expect(formatDocumentTitle(undefined)).toBe('씨나인');
  });

  it('takes the deepest route value, a page override first, and defaults for share tags', () => {
    const meta = resolveMeta(
      [{}, { title: '게시판', description: '레이아웃' }, { title: '자유게시판' }],
      null,
    );
    expect(meta).toEqual({
      title: '자유게시판 - 씨나인',
      ogTitle: '자유게시판 - 씨나인',
      description: '레이아웃',
      image: DEFAULT_META.image,
    });
    expect(resolveMeta([{ title: '글 보기' }], '팬미팅 장소 공지').title).toBe('팬미팅 장소 공지 - 씨나인');
    expect(resolveMeta([], null).description).toBe(DEFAULT_META.description);
  });
});

describe('scroll memory', () => {
  it('opens at the top during the first second, then restores saved positions', () => {
    let now = 0;
    const memory = createScrollMemory(0, () => now);
    memory.save('a', 640);
    expect(memory.target('a')).toBe(0);
    now = SCROLL_RESTORE_AFTER_MS + 1;
    expect(memory.target('a')).toBe(640);
    expect(memory.target('unknown')).toBe(0);
  });

  it('forgets the oldest entries first', () => {
    const memory = createScrollMemory(0, () => 5000);
    for (let i = 0; i < 60; i++) memory.save(`k${i}`, i + 1);
    expect(memory.target('k0')).toBe(0);
    expect(memory.target('k59')).toBe(60);
  });
});
