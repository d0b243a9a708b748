import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  EXCEL_STAFF,
  type ExcelAdminDetail,
  type ExcelAdminList,
  type ExcelBoard,
  ExcelCorrectionInput,
  ExcelRoundInput,
  type ExcelSession,
  ExcelSessionInput,
  type ExcelSessionList,
} from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import type { ExcelAnnouncer } from './announcer';
import type { ExcelSessions } from './sessions';

/** Sessions are keyed by uuid: anything else is no session (a 400 here, never a database error). */
const SessionParam = z.object({ id: z.string().uuid('엑셀 방송을 찾을 수 없어요.') });

/** `/event/excel`'s board (public, as the page) and `/admin/excel`'s writes (EXCEL users and staff). */
export function excelRoutes(sessions: ExcelSessions, announce: ExcelAnnouncer) {
  return async (app: FastifyInstance) => {
    const boardOf = async (id: string): Promise<ExcelBoard> => {
      const board = await sessions.board(id);
      if (!board) throw notFound('엑셀 방송을 찾을 수 없어요.');
      return board;
    };

    app.get(
      apiRoutes.excelSessions,
      async (): Promise<ExcelSessionList> => ({ data: await sessions.list() }),
    );

    app.get(apiRoutes.excelBoard, async (req): Promise<ExcelBoard> => {
      return boardOf(parseInput(SessionParam, req.params).id);
    });

    app.get(apiRoutes.adminExcel, async (req): Promise<ExcelAdminList> => {
      await requireRole(req, EXCEL_STAFF);
      const [list, stations] = await Promise.all([sessions.list(), sessions.stations()]);
      return { sessions: list, stations };
    });

    app.get(apiRoutes.adminExcelDetail, async (req): Promise<ExcelAdminDetail> => {
      await requireRole(req, EXCEL_STAFF);
      const { id } = parseInput(SessionParam, req.params);
      const [board, corrections, stations] = await Promise.all([
        boardOf(id),
        sessions.corrections(id),
        sessions.stations(),
      ]);
      return { board, corrections, stations };
    });

    app.post(apiRoutes.excelCreate, async (req): Promise<ExcelSession> => {
      const { user } = await requireRole(req, EXCEL_STAFF);
      const session = await sessions.create(parseInput(ExcelSessionInput, req.body), user.uuid);
      await announce.changed('create', session);
      return session;
    });

    app.put(apiRoutes.excelUpdate, async (req): Promise<ExcelSession> => {
      await requireRole(req, EXCEL_STAFF);
      const { id } = parseInput(SessionParam, req.params);
      const session = await sessions.update(id, parseInput(ExcelSessionInput, req.body));
      await announce.changed('update', session);
      return session;
    });

    app.post(apiRoutes.excelRound, async (req): Promise<ExcelSession> => {
      await requireRole(req, EXCEL_STAFF);
      const { id } = parseInput(SessionParam, req.params);
      const session = await sessions.nextRound(id, parseInput(ExcelRoundInput, req.body ?? {}).title);
      await announce.changed('update', session);
      return session;
    });

    app.post(apiRoutes.excelCorrection, async (req): Promise<ExcelSession> => {
      const { user } = await requireRole(req, EXCEL_STAFF);
      const { id } = parseInput(SessionParam, req.params);
      const session = await sessions.correct(id, parseInput(ExcelCorrectionInput, req.body), user.uuid);
      await announce.changed('update', session);
      return session;
    });

    app.post(apiRoutes.excelClose, async (req): Promise<ExcelSession> => {
      await requireRole(req, EXCEL_STAFF);
      const { id } = parseInput(SessionParam, req.params);
      const session = await sessions.close(id);
      await announce.changed('close', session);
      return session;
    });
  };
}
