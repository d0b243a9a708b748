import { describe, expect, it } from 'vitest';
import { apiPath, apiRoutes } from '../../../src/contract/api-paths';

describe('apiPath', () => {
  it('fills every parameter, encoded', () => {
    expect(apiPath('postLike', { boardId: 'free talk', id: 3 })).toBe(
      '/api/v1/p/board/free%20talk/post/3/like',
    );
    expect(apiPath('comment', { postId: 'a/b', id: 'c' })).toBe('/api/v1/p/post/a%2Fb/comment/c');
  });

  it('returns a pattern without parameters as it is', () => {
    expect(apiPath('boards')).toBe('/api/v1/p/board');
  });

  it('refuses a missing parameter instead of sending ":id"', () => {
    expect(() => apiPath('post', { boardId: 'free' } as never)).toThrow(/missing id/);
  });

  it('names each pattern once', () => {
    const patterns = Object.values(apiRoutes);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
