import fp from 'fastify-plugin';
import { boardRoutes } from './board-routes';
import { commentRoutes } from './comment-routes';
import { likeRoutes } from './like-routes';
import { postRoutes } from './post-routes';

/** Boards, posts, comments and likes; new posts and comments notify through the notifier. */
export const boardModule = fp(
  async (app) => {
    await app.register(boardRoutes);
    await app.register(postRoutes);
    await app.register(likeRoutes);
    await app.register(commentRoutes);
  },
  { name: 'board', dependencies: ['database', 'broker', 'auth', 'notification'] },
);
