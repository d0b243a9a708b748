import type { PublishOptions } from '../stomp/broker';

/** What domain modules need of the STOMP broker: publish to every node, revoke sockets. */
export interface Publisher {
  /** `readRoles` (who may read it, `[]` = everyone) is required on the contract's `audience` topics. */
  publish(destination: string, body: unknown, opts?: PublishOptions): Promise<void>;
  closeSession(sessionId: string): Promise<void>;
  closeUser(uuid: string): Promise<void>;
  activeSessions(): number;
  /** Called with the destination and JSON body of every message published on any node. */
  onPublished(listener: (destination: string, body: string) => void): void;
}
