import { BlockInput, BlockUpdate } from '../../src/contract';
import type { WriteOutcome } from '../outbox/outbox';
import { resources } from '../sync/resources';
import { parseInput, type WorkerContext } from './context';

export type BlocksHandlers = {
  /** The user's posts and comments disappear from lists at once, before the server answers. */
  blockUser(input: { userUuid: string; reason?: string }): Promise<WriteOutcome>;
  updateBlock(blockId: string, update: { reason: string }): Promise<WriteOutcome>;
  unblockUser(blockId: string): Promise<WriteOutcome>;
};

export function blocksHandlers(context: WorkerContext, newId: () => string): BlocksHandlers {
  return {
    async blockUser(input) {
      const id = newId();
      const parsed = parseInput(BlockInput, input, id);
      if (!parsed.ok) return parsed.outcome;
      return (await context.account()).outbox.submit({
        id,
        kind: 'block.create',
        method: 'POST',
        path: resources.blocks,
        body: parsed.data,
        scope: parsed.data.userUuid,
      });
    },
    async updateBlock(blockId, update) {
      const parsed = parseInput(BlockUpdate, update, blockId);
      if (!parsed.ok) return parsed.outcome;
      return (await context.account()).outbox.submit({
        kind: 'block.update',
        method: 'PUT',
        path: `${resources.blocks}/${encodeURIComponent(blockId)}`,
        body: parsed.data,
        scope: blockId,
      });
    },
    async unblockUser(blockId) {
      return (await context.account()).outbox.submit({
        kind: 'block.delete',
        method: 'DELETE',
        path: `${resources.blocks}/${encodeURIComponent(blockId)}`,
        body: null,
        scope: blockId,
      });
    },
  };
}
