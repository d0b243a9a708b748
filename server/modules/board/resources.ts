import { boards, comments, posts } from '../../db/schema';
import type { TableResource } from '../../lib/table-query';
import { toBoardDto, toCommentDto, toPostDto } from './dto';

export const boardResource = {
  table: boards,
  defaultOrder: 'sort',
  columns: {
    id: { column: boards.id, type: 'text' },
    name: { column: boards.name, type: 'text' },
    sort: { column: boards.sort, type: 'int' },
    rev: { column: boards.rev, type: 'int' },
    createdAt: { column: boards.createdAt, type: 'date' },
  },
  toDto: toBoardDto,
} satisfies TableResource<typeof boards.$inferSelect, ReturnType<typeof toBoardDto>>;

export const postResource = {
  table: posts,
  defaultOrder: 'createdAt',
  columns: {
    id: { column: posts.id, type: 'uuid' },
    boardId: { column: posts.boardId, type: 'text' },
    categoryNumber: { column: posts.categoryNumber, type: 'int' },
    title: { column: posts.title, type: 'text' },
    content: { column: posts.content, type: 'text' },
    authorUuid: { column: posts.authorUuid, type: 'uuid' },
    authorNickname: { column: posts.authorNickname, type: 'text' },
    viewCount: { column: posts.viewCount, type: 'int' },
    likeCount: { column: posts.likeCount, type: 'int' },
    commentCount: { column: posts.commentCount, type: 'int' },
    popular: { column: posts.popular, type: 'bool' },
    rev: { column: posts.rev, type: 'int' },
    createdAt: { column: posts.createdAt, type: 'date' },
  },
  toDto: toPostDto,
} satisfies TableResource<typeof posts.$inferSelect, ReturnType<typeof toPostDto>>;

export const commentResource = {
  table: comments,
  defaultOrder: 'createdAt',
  columns: {
    id: { column: comments.id, type: 'uuid' },
    parentId: { column: comments.parentId, type: 'uuid' },
    authorUuid: { column: comments.authorUuid, type: 'uuid' },
    rev: { column: comments.rev, type: 'int' },
    createdAt: { column: comments.createdAt, type: 'date' },
  },
  toDto: toCommentDto,
} satisfies TableResource<typeof comments.$inferSelect, ReturnType<typeof toCommentDto>>;
