/** What domain modules need of the STOMP broker: publish to every node, revoke sockets. */
export interface Publisher {
  publish(destination: string, body: unknown, opts?: { onlySessionId?: string }): Promise<void>;
  closeSession(sessionId: string): Promise<void>;
  closeUser(uuid: string): Promise<void>;
  activeSessions(): number;
  /** Called with the destination of every message published on any node. */
  onPublished(listener: (destination: string) => void): void;
}
