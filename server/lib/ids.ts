import { v7 } from 'uuid';

/** Time-ordered ids: "order by id desc" is newest first. */
export const newId = (): string => v7();
