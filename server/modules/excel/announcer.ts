import type { FastifyInstance } from 'fastify';
import { type ExcelEvent, type ExcelSession, topics } from '../../../src/contract';
import { createCountBatcher } from '../../lib/count-batcher';
import type { ExcelSessions } from './sessions';

/**
 * Tells the clients: a session created, changed or closed on `/topic/excel`, and its whole board
 * on `/topic/excel/{id}/count`, batched under a stream of gifts (read from the database, so the
 * newest `version` any node sends is the truth).
 */
export function createExcelAnnouncer(app: FastifyInstance, sessions: ExcelSessions) {
  const { publisher } = app;
  const sendBoard = async (id: string) => {
    try {
      const board = await sessions.board(id);
      if (board) await publisher.publish(topics.excelCount(id), board);
    } catch (err) {
      app.log.error({ err }, 'excel board message failed');
    }
  };
  const boards = createCountBatcher(sendBoard);
  return {
    /** A change made on an admin screen: its event and the board go out at once. */
    async changed(type: ExcelEvent['type'], session: ExcelSession) {
      await publisher.publish(topics.excel, { type, data: session } satisfies ExcelEvent);
      await sendBoard(session.id);
    },
    /** Gifts counted: the boards follow, batched. */
    counted(ids: readonly string[]) {
      for (const id of ids) boards.changed(id);
    },
    stop: () => boards.stop(),
  };
}

export type ExcelAnnouncer = ReturnType<typeof createExcelAnnouncer>;
