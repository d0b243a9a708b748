import { Post } from '../../../src/contract/board';
import type { LocalPost, PostKeys, PostRow } from './types';

/** A post's title and body in lower case, as the list search reads them. */
export const postSearchText = (post: Pick<PostRow, 'title' | 'content'>): string =>
  `${post.title}\n${post.content}`.toLowerCase();

/**
 * The keys stored beside a post. RxDB walks indexes only upward and re-sorts every match of a
 * descending sort, so the lists' orders (newest, most liked, most viewed first) are kept as
 * ascending numbers: a list then reads its first rows off an index and stops.
 */
export function postKeys(post: PostRow): PostKeys {
  return {
    orderNew: -Date.parse(post.createdAt),
    orderLikes: -post.likeCount,
    orderViews: -post.viewCount,
    searchText: postSearchText(post),
  };
}

export const withPostKeys = <P extends PostRow>(post: P): P & PostKeys => ({ ...post, ...postKeys(post) });

/** The post as the UI sees it. */
export function withoutPostKeys(post: LocalPost): PostRow {
  const { orderNew: _new, orderLikes: _likes, orderViews: _views, searchText: _search, ...row } = post;
  return row;
}

/** A server row (tombstones included) with its keys: every post the worker stores goes through it. */
export const StoredPost = Post.transform(withPostKeys);
export type StoredPost = Post & PostKeys;
