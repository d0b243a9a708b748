import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { Alongside } from '../../lib/alongside';
import { createStaffActionRepository, type StaffActionEntry } from './repository';
import { staffActionRoutes } from './routes';

export type { StaffActionEntry } from './repository';

/** What other modules use to record what staff do. */
export interface StaffAudit {
  /**
   * Records `entries` in `tx`, the transaction of the action itself: an action that rolls back
   * leaves no record, and no record exists without its action. Not a log line: admins read it.
   */
  record(tx: Db, entries: StaffActionEntry | readonly StaffActionEntry[]): Promise<void>;
  /**
   * The same, as a repository write's `alongside` (`lib/alongside`): `describe` gets what the
   * write returned and answers the entries, or none when the write changed nothing.
   */
  recording<R>(describe: (result: R) => StaffActionEntry | readonly StaffActionEntry[] | null): Alongside<R>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: StaffAudit;
  }
}

/** The record of staff actions (`src/contract/audit.ts`) and its admin list. */
export const auditModule = fp(
  async (app) => {
    const actions = createStaffActionRepository(app.db);
    const audit: StaffAudit = {
      record: (tx, entries) => actions.record(tx, [entries].flat()),
      recording(describe) {
        return async (tx, result) => {
          const entries = describe(result);
          if (entries) await audit.record(tx, entries);
        };
      },
    };
    app.decorate('audit', audit);
    await app.register(staffActionRoutes(actions));
  },
  { name: 'audit', dependencies: ['database', 'auth'] },
);
