import fp from 'fastify-plugin';
import { boardAdminRoutes } from './admin-routes';
import { type BoardRepository, createBoardRepository } from './board-repository';
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
  }
}

/** Boards, posts, comments and likes; new posts and comments notify through the notifier and alerts. */
export const boardModule = fp(
  async (app) => {
    app.decorate('boardRepository', createBoardRepository(app.db));
    app.decorate('postRepository', createPostRepository(app.db, app.points));
    app.decorate('commentRepository', createCommentRepository(app.db, app.points));
    await app.register(boardRoutes);
    await app.register(boardAdminRoutes);
    await app.register(postRoutes);
    await app.register(likeRoutes);
    await app.register(commentRoutes);
  },
  {
    name: 'board',
    dependencies: ['database', 'broker', 'auth', 'notification', 'alert', 'store', 'block', 'point', 'audit'],
  },
);
