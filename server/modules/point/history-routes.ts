import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, MANAGER_OR_HIGHER, PointHistoryRow, TableQuery } from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { runTableQuery } from '../../lib/table-query';
import { type PlainTableResource, queryColumns, tableResource } from '../../lib/table-resource';
import { requireRole, requireUser } from '../../plugins/auth';
import { pointLedger } from './tables';

const toHistoryRow = (row: typeof pointLedger.$inferSelect): PointHistoryRow => ({
  id: row.id,
  userUuid: row.userUuid,
  type: row.type,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  reason: row.reason,
  memo: row.memo,
  refType: row.refType,
  refId: row.refId,
  createdAt: row.createdAt.toISOString(),
});

/** The ledger as a table: newest first by default, searched and ordered only by these columns. */
export const pointHistoryResource = tableResource({
  table: pointLedger,
  key: pointLedger.id,
  live: undefined,
  defaultOrder: 'createdAt',
  columns: queryColumns(PointHistoryRow, pointLedger, ['createdAt', 'userUuid', 'type', 'reason', 'amount']),
  toDto: toHistoryRow,
} satisfies PlainTableResource<typeof pointLedger.$inferSelect, PointHistoryRow>);

/** A member's own point history, and every member's for managers and admins. */
export async function pointHistoryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(apiRoutes.mePointHistoryTable, async (req) => {
    const { user } = await requireUser(req);
    const query = parseInput(TableQuery, req.query);
    return runTableQuery(db, pointHistoryResource, query, eq(pointLedger.userUuid, user.uuid));
  });

  app.get(apiRoutes.pointHistoryTable, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    return runTableQuery(db, pointHistoryResource, parseInput(TableQuery, req.query), undefined);
  });
}
