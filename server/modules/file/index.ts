import fp from 'fastify-plugin';
import { createFileRepository, type FileRepository } from './repository';
import { fileRoutes } from './routes';
import { createFileStore, type FileStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Store and claim uploads: see `server/modules/file/CONTEXT.md`. */
    files: FileStore;
    fileRepository: FileRepository;
  }
}

/** Uploads for the whole product: checked by their bytes, resized, kept in the database, served cached. */
export const fileModule = fp(
  async (app) => {
    const repository = createFileRepository(app.db);
    app.decorate('fileRepository', repository);
    app.decorate('files', createFileStore(repository));
    await app.register(fileRoutes);
  },
  { name: 'file', dependencies: ['config', 'database', 'auth'] },
);
