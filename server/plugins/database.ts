import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database with its kind and close; modules query through `db`. */
    database: Database;
    db: Db;
  }
}

/** Opens the database (migrations applied) and closes it after the server has stopped. */
export const databasePlugin = fp(
  async (app) => {
    const database = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      // The message is enough: pg's error carries its whole client, which the log would print.
      onIdleError: (err) => app.log.warn({ err }, 'database connection lost'),
    });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
