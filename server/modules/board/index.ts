import fp from 'fastify-plugin';
import { createBoardAdminRepository } from './admin-repository';
import { boardAdminRoutes } from './admin-routes';
import { type BoardRepository, createBoardRepository } from './board-repository';
import { type BoardRoleRepository, createBoardRoleRepository } from './board-role-repository';
import { boardRoleRoutes } from './board-role-routes';
import { boardRoutes } from './board-routes';
import { type CommentRepository, createCommentRepository } from './comment-repository';
import { commentRoutes } from './comment-routes';
import { likeRoutes } from './like-routes';
import { createPostRepository, type PostRepository } from './post-repository';
import { postRoutes } from './post-routes';

declare module 'fastify' {
  interface FastifyInstance {
    boardRepository: BoardRepository;
    postRepository: PostRepository;
    commentRepository: CommentRepository;
    boardRoleRepository: BoardRoleRepository;
  }
}

/**
 * Boards, posts, comments, likes and the board roles staff grant; new posts and comments notify
 * through the notifier and alerts.
 */
export const boardModule = fp(
  async (app) => {
    app.decorate('boardRepository', createBoardRepository(app.db));
    app.decorate('postRepository', createPostRepository(app.db, app.points));
    app.decorate('commentRepository', createCommentRepository(app.db, app.points));
    app.decorate('boardRoleRepository', createBoardRoleRepository(app.db));
    await app.register(boardRoutes);
    await app.register(boardAdminRoutes(createBoardAdminRepository(app.db)));
    await app.register(postRoutes);
    await app.register(likeRoutes);
    await app.register(commentRoutes);
    await app.register(boardRoleRoutes);
  },
  {
    name: 'board',
    dependencies: [
      'database',
      'broker',
      'auth',
      'user',
      'notification',
      'alert',
      'store',
      'block',
      'point',
      'audit',
    ],
  },
);
