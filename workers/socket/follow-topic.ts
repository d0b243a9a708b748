import type { TopicBody, TopicSchemas } from '../../src/contract/topic-bodies';
import type { Destination, TopicName } from '../../src/contract/topic-paths';
import type { TopicSocket } from './topic-socket';

/**
 * Follows a topic, handing on each body that parses with the topic's schema (the caller passes it,
 * so the worker builds only the schemas it follows; the compiler checks it is the topic's).
 */
export function followTopic<K extends TopicName>(
  socket: TopicSocket,
  destination: Destination<K>,
  schema: TopicSchemas[K],
  onBody: (body: TopicBody<K>) => void,
): () => void {
  return socket.subscribe(destination, (body) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) onBody(parsed.data as TopicBody<K>);
  });
}
