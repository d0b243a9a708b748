import { createRoute, createRouter } from '@tanstack/react-router';
import { features } from '../../features';
import type { ClientFeature, LayoutName } from '../feature';
import { adminLayoutRoute, blankLayoutRoute, mainLayoutRoute } from './layouts';
import { NotFoundPage } from './NotFoundPage';
import { rootRoute } from './root';

type Feature = (typeof features)[number];

/** The route types one layout gets from every feature: the tree keeps each route's own type. */
type RoutesUnder<F, L extends LayoutName> = F extends { routes: { [K in L]: readonly (infer R)[] } }
  ? R
  : never;

const routesUnder = <L extends LayoutName>(layout: L) =>
  features.flatMap((feature: ClientFeature) => feature.routes?.[layout] ?? []) as RoutesUnder<Feature, L>[];

/** Any path no feature claims: the 404 page inside the main layout, so the menu stays to go on. */
const notFoundRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '$',
  component: NotFoundPage,
});

/**
 * The route tree, from the features' routes (`src/features/index.ts`): each feature says under
 * which layout its routes render; `bare` ones hang off the root, outside every layout.
 */
const routeTree = rootRoute.addChildren([
  mainLayoutRoute.addChildren([...routesUnder('main'), notFoundRoute]),
  blankLayoutRoute.addChildren(routesUnder('blank')),
  adminLayoutRoute.addChildren(routesUnder('admin')),
  ...routesUnder('bare'),
]);

export const router = createRouter({
  routeTree,
  context: { features },
  defaultPreload: 'intent',
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
