import { describe, expect, it } from 'vitest';
import { topics } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { connectStomp } from './helpers/stomp';
import { twoNodesEnabled, useTwoNodes } from './helpers/two-nodes';

describe.skipIf(!twoNodesEnabled)('two nodes, one PostgreSQL, one Redis', () => {
  const nodes = useTwoNodes();

  it('delivers a post written on node A to a subscriber on node B', async () => {
    const writer = new ApiClient(nodes.a.url);
    await writer.login('soopfan', 'fan12345');
    const reader = await connectStomp(nodes.b.wsUrl);
    await reader.subscribe(topics.board);
    const post = (
      await writer.post('/api/v1/p/board/free/post', { title: '노드 A에서 쓴 글', content: '<p>x</p>' })
    ).body;
    expect(await reader.next(topics.board)).toMatchObject({
      entity: 'post',
      type: 'create',
      data: { id: post.id },
    });
    await reader.close();
  });

  it('shares sessions: a login on A is valid on B, and a logout on B revokes it on A', async () => {
    const onA = new ApiClient(nodes.a.url);
    await onA.login('crew', 'crew1234');
    const onB = new ApiClient(nodes.b.url);
    onB.cookie = onA.cookie;
    expect((await onB.get('/api/v1/user/me')).body.username).toBe('crew');
    const uuid = (await onA.get('/api/v1/user/me')).body.uuid;
    const tabOnA = await connectStomp(nodes.a.wsUrl, onA.cookie);
    await tabOnA.subscribe(topics.userSession(uuid));
    await onB.get('/api/v1/logout');
    expect(await tabOnA.next(topics.userSession(uuid))).toEqual({ type: 'logout' });
    expect((await onA.get('/api/v1/user/me')).status).toBe(401);
    await tabOnA.close();
  });
});
