import {
  type Destination,
  TOPIC_BODIES,
  type TopicBodyInput,
  type TopicName,
  topicAccess,
} from '../../src/contract';
import type { Broker, PublishOptions } from '../stomp/broker';

/** What domain modules need of the STOMP broker: publish to every node, revoke sockets. */
export interface Publisher {
  /**
   * The body is the topic's (`TOPIC_BODIES`); `readRoles` (who may read it, `[]` = everyone) is
   * required on the contract's `audience` topics.
   */
  publish<K extends TopicName>(
    destination: Destination<K>,
    body: TopicBodyInput<K>,
    opts?: PublishOptions,
  ): Promise<void>;
  closeSession(sessionId: string): Promise<void>;
  closeUser(uuid: string): Promise<void>;
  activeSessions(): number;
  /** Called with the destination and JSON body of every message published on any node. */
  onPublished(listener: (destination: string, body: string) => void): void;
}

/**
 * The broker as the modules publish to it: each body is validated and serialised through its
 * topic's schema (`TOPIC_BODIES`), so what a follower parses is what was checked here. A body that
 * does not fit is a bug of ours and throws, as a destination outside the contract does.
 */
export function contractPublisher(broker: Broker): Publisher {
  return {
    async publish(destination, body, opts) {
      const access = topicAccess(destination);
      if (access.kind === 'unknown') return broker.publish(destination, body, opts);
      const parsed = TOPIC_BODIES[access.topic].safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new TypeError(
          `${destination}: not a ${access.topic} body (${issue?.path.join('.')}: ${issue?.message})`,
        );
      }
      return broker.publish(destination, parsed.data, opts);
    },
    closeSession: (sessionId) => broker.closeSession(sessionId),
    closeUser: (uuid) => broker.closeUser(uuid),
    activeSessions: () => broker.activeSessions(),
    onPublished: (listener) => broker.onPublished(listener),
  };
}
