import { Board, Comment, Post } from '../../../src/contract';
import { queryColumns, type TableResource, tableResource } from '../../lib/table-resource';
import { toBoardDto, toCommentDto, toPostDto } from './dto';
import { boards, comments, posts } from './tables';

export const boardResource = tableResource({
  table: boards,
  defaultOrder: 'sort',
  columns: queryColumns(Board, boards, ['id', 'name', 'sort', 'rev', 'createdAt']),
  toDto: toBoardDto,
} satisfies TableResource<typeof boards.$inferSelect, Board>);

export const postResource = tableResource({
  table: posts,
  defaultOrder: 'createdAt',
  columns: queryColumns(Post, posts, [
    'id',
    'boardId',
    'categoryNumber',
    'title',
    'content',
    'authorUuid',
    'authorNickname',
    'viewCount',
    'likeCount',
    'commentCount',
    'popular',
    'rev',
    'createdAt',
  ]),
  toDto: toPostDto,
} satisfies TableResource<typeof posts.$inferSelect, Post>);

export const commentResource = tableResource({
  table: comments,
  defaultOrder: 'createdAt',
  columns: queryColumns(Comment, comments, ['id', 'parentId', 'authorUuid', 'rev', 'createdAt']),
  toDto: toCommentDto,
} satisfies TableResource<typeof comments.$inferSelect, Comment>);
