/** One event of a map of events, as `{ name, payload }` (the core's and each feature's maps). */
export type EventOf<E> = { [K in keyof E]: { name: K; payload: E[K] } }[keyof E];
