import { z } from 'zod';
import { STICKMAN_MAX_TICKS } from './field';

const tick = z.number().int().min(1).max(STICKMAN_MAX_TICKS);

/** Stickman poop's log as the server takes it: changes of direction by tick, and the tick of the hit. */
export const StickmanLogSchema = z.object({
  inputs: z
    .array(z.tuple([tick, z.union([z.literal(-1), z.literal(0), z.literal(1)])]))
    .max(STICKMAN_MAX_TICKS),
  end: tick,
});
