import { map } from 'rxjs';
import { apiPath } from '../../../src/contract/api-paths';
import { Block, BlockInput, BlockUpdate } from '../../../src/contract/block';
import { topics } from '../../../src/contract/topic-paths';
import { BlockEvent } from '../../../src/contract/topics';
import { rxSchemaOf } from '../../db/rx-schema';
import { upsertAnswer } from '../../outbox/apply-sent';
import type { WriteOutcome } from '../../outbox/outbox';
import { parseInput } from '../../outbox/parse-input';
import { followTopic } from '../../socket/follow-topic';
import { type RevCheckpoint, revPull } from '../../sync/rev-pull';
import { replicateTable } from '../../sync/table-replication';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';
import { blockedUserUuids$ } from './queries';
import type { LocalBlock } from './types';

export type BlocksHandlers = {
  /** The user's posts and comments disappear from lists at once, before the server answers. */
  blockUser(input: { userUuid: string; reason?: string }): Promise<WriteOutcome>;
  updateBlock(blockId: string, update: { reason: string }): Promise<WriteOutcome>;
  unblockUser(blockId: string): Promise<WriteOutcome>;
};

type BlockTypes = {
  docs: { blocks: LocalBlock };
  handlers: BlocksHandlers;
  events: Record<never, never>;
  queries: {
    blocks: { params: Record<never, never>; result: LocalBlock[] };
    /** Whom the member blocks, blocks and unblocks still in the outbox counted. */
    blockedUsers: { params: Record<never, never>; result: string[] };
  };
  part: FeaturePart;
};

/** The people a signed-in member blocked: their posts and comments are hidden in every list. */
export const blockFeature: WorkerFeature<BlockTypes> = defineFeature<BlockTypes>({
  collections: {
    blocks: {
      schema: rxSchemaOf<LocalBlock>(Block, {
        version: 0,
        bounds: { userUuid: { maxLength: 40 } },
        indexes: ['userUuid'],
      }),
      migrationStrategies: {},
    },
  },
  queries: {
    blocks: ({ db }) =>
      db.blocks
        .find({ sort: [{ createdAt: 'desc' }] })
        .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON()))),
    blockedUsers: ({ db }) => blockedUserUuids$(db),
  },
  open({ db, user, http, socket, pullOptions }) {
    if (!user) return {};
    const blocks = replicateTable<Block, RevCheckpoint>({
      collection: db.blocks,
      identifier: 'blocks',
      pull: revPull(http, apiPath('blockTable'), Block),
      ...pullOptions,
    });
    const unfollow = followTopic(socket, topics.userBlock(user.uuid), BlockEvent, (event) => {
      void blocks.receive([event.data]);
    });
    return { replications: [blocks], close: unfollow };
  },
  sent: {
    'block.create': (db, _entry, body) => upsertAnswer(db.blocks, Block, body),
    'block.update': (db, _entry, body) => upsertAnswer(db.blocks, Block, body),
    'block.delete': async (db, entry) => {
      await db.blocks.findOne(entry.scope).incrementalRemove();
    },
  },
  handlers: (context) => ({
    async blockUser(input) {
      const id = context.newId();
      const parsed = parseInput(BlockInput, input, id);
      if (!parsed.ok) return parsed.outcome;
      return (await context.account()).outbox.submit({
        id,
        kind: 'block.create',
        method: 'POST',
        path: apiPath('blocks'),
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
        path: apiPath('block', { id: blockId }),
        body: parsed.data,
        scope: blockId,
      });
    },
    async unblockUser(blockId) {
      return (await context.account()).outbox.submit({
        kind: 'block.delete',
        method: 'DELETE',
        path: apiPath('block', { id: blockId }),
        body: null,
        scope: blockId,
      });
    },
  }),
});
