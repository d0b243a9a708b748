import type { FastifyInstance } from 'fastify';
import { apiRoutes, BoardInput, BoardUpdate, IdParam, TableQuery, topics } from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { MANAGER_OR_HIGHER, requireRole } from '../../plugins/auth';
import { loadReadableBoard } from './access';
import type { BoardRow } from './board-repository';
import { toBoardDto } from './dto';
import { boardCreated, boardRemoved, boardUpdated } from './staff-records';

/** Boards; staff creating, editing or deleting one is recorded with the change (`app.audit`). */
export async function boardRoutes(app: FastifyInstance) {
  const { db, publisher, audit, boardRepository: boards } = app;
  const publishBoard = (type: 'create' | 'update' | 'delete', row: BoardRow) =>
    publisher.publish(
      topics.board,
      { entity: 'board', type, data: toBoardDto(row) },
      { readRoles: row.readRoles },
    );

  app.get(apiRoutes.boards, async (req) => {
    const auth = await req.auth();
    return (await boards.readable(auth?.user ?? null)).map(toBoardDto);
  });

  app.get(apiRoutes.boardTable, async (req) => {
    const auth = await req.auth();
    return boards.table(auth?.user ?? null, parseInput(TableQuery, req.query));
  });

  app.get(apiRoutes.boardLatestTime, async (req) => boards.latestTimes((await req.auth())?.user ?? null));

  app.get(apiRoutes.board, async (req) => {
    const { id } = parseInput(IdParam, req.params);
    const auth = await req.auth();
    return toBoardDto(await loadReadableBoard(db, id, auth?.user ?? null));
  });

  app.post(apiRoutes.boards, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardInput, req.body);
    const existing = await boards.find(input.id);
    if (existing && !existing.deleted) throw new HttpError(400, '이미 있는 게시판 아이디입니다.', 'id');
    const row = await boards.create(
      input,
      !!existing,
      audit.recording((created: BoardRow) => boardCreated(staff.uuid, created, !!existing)),
    );
    await publishBoard('create', row);
    return toBoardDto(row);
  });

  app.put(apiRoutes.board, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(IdParam, req.params);
    const input = parseInput(BoardUpdate, req.body);
    const before = await boards.find(id);
    const row = await boards.update(
      id,
      input,
      audit.recording((after?: BoardRow) =>
        before && after ? boardUpdated(staff.uuid, before, after) : null,
      ),
    );
    if (!row) throw notFound('게시판을 찾을 수 없습니다.');
    await publishBoard('update', row);
    return toBoardDto(row);
  });

  app.delete(apiRoutes.board, async (req) => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(IdParam, req.params);
    const row = await boards.remove(
      id,
      audit.recording((removed?: BoardRow) => (removed ? boardRemoved(staff.uuid, removed) : null)),
    );
    if (!row) throw notFound('게시판을 찾을 수 없습니다.');
    await publishBoard('delete', row);
    return { result: true };
  });
}
