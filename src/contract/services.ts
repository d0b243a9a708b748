import { z } from 'zod';

/**
 * What stands behind each outside service on this server: the real one (`live`), a built-in
 * simulator (`simulated`, the demo only) or nothing (`off`: not configured in production).
 * Pages offer what is not off and mark what is simulated.
 */
export const ServiceState = z.enum(['live', 'simulated', 'off']);
export type ServiceState = z.infer<typeof ServiceState>;

export const Services = z.object({
  /** The demo (`npm start`): demo data and simulators, marked 데모 on every page. */
  demo: z.boolean(),
  /** The crew's stations, notices and balloons. */
  soop: ServiceState,
  /** The broadcasts' chat (clip moments). */
  soopChat: ServiceState,
  /** StarCraft's battle.net ladder. */
  bnet: ServiceState,
  social: z.object({ naver: ServiceState, kakao: ServiceState, afreecatv: ServiceState }),
  /**
   * The page is on the server's own machine, where the SOOP simulator answers: the demo's link
   * page may put a code in a simulated station's text itself (no one else can).
   */
  soopSimulatorHere: z.boolean(),
});
export type Services = z.infer<typeof Services>;

/** Where the built-in stand-ins answer (the demo only, and only this machine). */
export const SIMULATOR_PREFIXES = {
  soop: '/soop-sim',
  social: '/social-sim',
  bnet: '/bnet-sim',
} as const;

/** The SOOP simulator's control route that sets a viewer's station text (for linking in the demo). */
export const soopSimulatorProfilePath = (userId: string) =>
  `${SIMULATOR_PREFIXES.soop}/control/${encodeURIComponent(userId)}/profile`;
