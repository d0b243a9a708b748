import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { ClientFeature } from '../feature';

/** The router's context: the app's features, given by the route tree's builder (`router.tsx`). */
export interface AppRouterContext {
  features: readonly ClientFeature[];
}

/** Every feature of the app, for the shell's menus, slots and runtime. */
export const useFeatures = (): readonly ClientFeature[] =>
  useRouteContext({ from: rootRouteId, select: (context) => context.features });
