import { describe, expect, it } from 'vitest';
import { apiPath, type DreamTicket, topics } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { connectStomp } from './helpers/stomp';
import { twoNodesEnabled, useTwoNodes } from './helpers/two-nodes';

describe.skipIf(!twoNodesEnabled)(
  'a dream ticket draw with two nodes on one PostgreSQL and one Redis',
  () => {
    const nodes = useTwoNodes();

    it('is drawn once: one winner message on each node and one notification', async () => {
      const admin = new ApiClient(nodes.a.url);
      await admin.login('admin', 'admin1234');
      const fan = new ApiClient(nodes.b.url);
      await fan.login('soopfan', 'fan12345');
      const at = (ms: number) => new Date(Date.now() + ms).toISOString();
      const draw = (
        await admin.post(apiPath('adminDreamTickets'), {
          title: '두 노드 추첨',
          prize: '사인 굿즈',
          ticketPrice: 1,
          perMemberCap: 3,
          saleStartAt: at(-1_000),
          saleEndAt: at(3_000),
          drawAt: at(3_000),
        })
      ).body as DreamTicket;
      const onA = await connectStomp(nodes.a.wsUrl);
      const onB = await connectStomp(nodes.b.wsUrl);
      const topic = topics.dreamTicketWinner(draw.id);
      await onA.subscribe(topic);
      await onB.subscribe(topic);
      expect(
        (
          await fan.post(apiPath('dreamTicketBuy', { id: draw.id }), {
            count: 2,
            idempotencyKey: 'two-nodes-1',
          })
        ).status,
      ).toBe(200);

      const first = await onA.next<{ ticket: DreamTicket }>(topic, 15_000);
      expect(first.ticket.winner?.nickname).toBeTruthy();
      expect((await onB.next<{ ticket: DreamTicket }>(topic, 5_000)).ticket.winner).toEqual(
        first.ticket.winner,
      );
      // Both nodes tick every second: a second draw would have announced again by now.
      await expect(onA.next(topic, 3_000)).rejects.toThrow();
      const notes = JSON.stringify((await fan.get(apiPath('notifications'))).body);
      expect(notes.split('「두 노드 추첨」에 당첨').length - 1).toBe(1);
      await Promise.all([onA.close(), onB.close()]);
    });
  },
);
