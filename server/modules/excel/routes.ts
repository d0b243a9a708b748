import type { FastifyInstance } from 'fastify';
import { excelEndpoints as api, EXCEL_STAFF, type ExcelBoard } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import type { ExcelAnnouncer } from './announcer';
import type { ExcelSessions } from './sessions';

/** `/event/excel`'s board (public, as the page) and `/admin/excel`'s writes (`excelEndpoints`). */
export function excelRoutes(sessions: ExcelSessions, announce: ExcelAnnouncer) {
  return async (app: FastifyInstance) => {
    const boardOf = async (id: string): Promise<ExcelBoard> => {
      const board = await sessions.board(id);
      if (!board) throw notFound('엑셀 방송을 찾을 수 없어요.');
      return board;
    };

    route(app, api.sessions, async () => ({ data: await sessions.list() }));

    route(app, api.board, async (req) => boardOf(req.params.id));

    route(app, api.adminList, async () => {
      const [list, stations] = await Promise.all([sessions.list(), sessions.stations()]);
      return { sessions: list, stations };
    });

    route(app, api.adminDetail, async (req) => {
      const { id } = req.params;
      const [board, corrections, stations] = await Promise.all([
        boardOf(id),
        sessions.corrections(id),
        sessions.stations(),
      ]);
      return { board, corrections, stations };
    });

    route(app, api.create, async (req) => {
      const { user } = await requireRole(req, EXCEL_STAFF);
      const session = await sessions.create(req.body, user.uuid);
      await announce.changed('create', session);
      return session;
    });

    route(app, api.update, async (req) => {
      const session = await sessions.update(req.params.id, req.body);
      await announce.changed('update', session);
      return session;
    });

    route(app, api.nextRound, async (req) => {
      const session = await sessions.nextRound(req.params.id, req.body.title);
      await announce.changed('update', session);
      return session;
    });

    route(app, api.correct, async (req) => {
      const { user } = await requireRole(req, EXCEL_STAFF);
      const session = await sessions.correct(req.params.id, req.body, user.uuid);
      await announce.changed('update', session);
      return session;
    });

    route(app, api.close, async (req) => {
      const session = await sessions.close(req.params.id);
      await announce.changed('close', session);
      return session;
    });
  };
}
