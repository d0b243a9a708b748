import { afterEach, describe, expect, it } from 'vitest';
import { topics } from '../../../src/contract';
import { SOCKET_SHORT_CONNECTION_MS } from '../../../src/lib/socket-timing';
import { PULL_BATCH_SIZE } from '../../../workers/account';
import { board, notification } from './support/fake-server';
import { startWorker, testUser, waitFor } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function signedInWorker() {
  const worker = startWorker();
  const user = testUser();
  worker.server.signedIn = user.uuid;
  stop = () => worker.api.closeAccount();
  return { ...worker, user };
}

describe('checkpointed pull', () => {
  it('brings every change once, tombstones included, over several pages', async () => {
    const { api, server, account } = await signedInWorker();
    const total = PULL_BATCH_SIZE * 2 + 50;
    for (let i = 0; i < total; i++) server.boards.put(board(`b${i}`, i));
    server.boards.patch('b1', { name: '고친 이름' });
    server.boards.remove('b2');

    await api.openAccount({ user: null, deviceId: 'device' });
    await api.setVisible(true);

    await waitFor(async () => (await account().db.boards.count().exec()) === total - 1);
    const local = await account().db.boards.find().exec();
    expect(local.map((doc) => doc.id).sort()).toEqual(
      server.boards
        .live()
        .map((row) => row.id)
        .sort(),
    );
    expect((await account().db.boards.findOne('b1').exec())?.name).toBe('고친 이름');
    expect(new Set(server.boards.served).size).toBe(server.boards.served.length);
    // b2 was deleted before the first pull: only its tombstone, the newest rev, goes out (in the last page).
    expect(server.boards.served.filter((entry) => entry.startsWith('b2@'))).toEqual([
      `b2@${server.boards.rows.get('b2')?.rev}`,
    ]);
  });
});

describe('socket', () => {
  it('applies rows from topic messages and ignores a message older than the local row', async () => {
    const { api, server, broker, account, user } = await signedInWorker();
    server.boards.put(board('free'));
    await api.openAccount({ user, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => broker.subscribed(topics.board));
    await waitFor(async () => (await account().db.boards.count().exec()) === 1);

    const newer = server.boards.patch('free', { name: '자유' });
    broker.publish(topics.board, { entity: 'board', type: 'update', data: newer });
    await waitFor(async () => (await account().db.boards.findOne('free').exec())?.name === '자유');

    broker.publish(topics.board, { entity: 'board', type: 'update', data: { ...newer, name: '옛', rev: 1 } });
    broker.publish(topics.userNotification(user.uuid), {
      type: 'create',
      data: { ...notification('n1', user.uuid, 1), rev: 999, deleted: false },
    });
    await waitFor(async () => (await account().db.notifications.count().exec()) === 1);
    expect((await account().db.boards.findOne('free').exec())?.name).toBe('자유');
  });

  it('re-pulls on reconnect what changed while the socket was down', async () => {
    const { api, server, broker, account, user } = await signedInWorker();
    server.notifications.put(notification('n1', user.uuid, 1));
    server.notifications.put(notification('n2', user.uuid, 2));
    await api.openAccount({ user, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(async () => (await account().db.notifications.count().exec()) === 2);
    await waitFor(() => broker.connects === 1);

    // A connection that lived past the short-connection mark is retried after 100 ms.
    await new Promise((resolve) => setTimeout(resolve, SOCKET_SHORT_CONNECTION_MS + 50));
    broker.dropAll();
    server.notifications.put(notification('n3', user.uuid, 3));
    server.notifications.remove('n1');
    server.notifications.put(notification('other', testUser().uuid, 4));

    await waitFor(() => broker.connects === 2);
    await waitFor(async () => {
      const ids = (await account().db.notifications.find().exec()).map((doc) => doc.id).sort();
      return ids.join() === 'n2,n3';
    });
    expect(new Set(server.notifications.served).size).toBe(server.notifications.served.length);
    expect(server.notifications.served.filter((entry) => entry.startsWith('n1@'))).toHaveLength(2);
  });
});
