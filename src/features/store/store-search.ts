import { z } from 'zod';

/** `/store?tab=…`: the shelf, the member's own packs, or (sellers, admins) what waits or is hidden. */
export const StoreTab = z.enum(['shelf', 'mine', 'pending', 'hidden']);
export type StoreTab = z.infer<typeof StoreTab>;

export const StoreSearch = z.object({ tab: StoreTab.optional().catch(undefined) });
export type StoreSearch = z.infer<typeof StoreSearch>;
