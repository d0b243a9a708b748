import { describe, expect, it } from 'vitest';
import { contractPublisher } from '../../server/lib/publisher';
import type { Broker } from '../../server/stomp/broker';
import { type Destination, topics } from '../../src/contract';

/** The broker as far as the publisher uses it: what reached it. */
function recordingBroker() {
  const sent: { destination: string; body: unknown }[] = [];
  const broker = {
    publish: async (destination: string, body: unknown) => void sent.push({ destination, body }),
    closeSession: async () => {},
    closeUser: async () => {},
    activeSessions: () => 0,
    onPublished: () => {},
  } as unknown as Broker;
  return { sent, publisher: contractPublisher(broker) };
}

const USER = '11111111-1111-4111-8111-111111111111';

describe('the publisher the modules use', () => {
  it("sends a body as its topic's schema reads it: fields outside the contract stay on the server", async () => {
    const { sent, publisher } = recordingBroker();
    await publisher.publish(topics.dreamTicket('t1'), { ticketCount: 3, secret: 'x' } as never);
    expect(sent).toEqual([{ destination: '/topic/dream-ticket/t1', body: { ticketCount: 3 } }]);
  });

  it('throws on a body that is not its topic’s, naming the field, and sends nothing', async () => {
    const { sent, publisher } = recordingBroker();
    await expect(publisher.publish(topics.userSession(USER), { type: 'bogus' } as never)).rejects.toThrow(
      /userSession body \(type:/,
    );
    // A body of another topic does not pass either.
    await expect(publisher.publish(topics.userPoint(USER), { type: 'update' } as never)).rejects.toThrow(
      /userPoint body/,
    );
    expect(sent).toEqual([]);
  });

  it('leaves a destination outside the contract to the broker, which refuses it', async () => {
    const { sent, publisher } = recordingBroker();
    await publisher.publish('/topic/secret' as Destination<'board'>, { n: 1 } as never);
    expect(sent).toEqual([{ destination: '/topic/secret', body: { n: 1 } }]);
  });
});
