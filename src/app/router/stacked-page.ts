import type { AnyRoute, AnyRouteMatch } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import type { StackItem } from './page-stack';

/** One kept-alive page: what its route showed when it was last on screen. */
export interface StackEntry extends StackItem {
  routeId: string;
  params: AnyRouteMatch['params'];
  /** The search without `stackKey`: a page that changes its search opens a new stack page. */
  search: AnyRouteMatch['search'];
}

export const StackEntryContext = createContext<StackEntry | null>(null);

/**
 * Params and search of a route flagged `staticData.stack`, for its component instead of
 * `route.useParams()` / `route.useSearch()`. Those follow the router, which has moved on while
 * the page is kept hidden (another page, or the same route with other params); these stay what
 * the page showed.
 */
export function useStackedPage<TRoute extends AnyRoute>(
  route: TRoute,
): { params: TRoute['types']['allParams']; search: TRoute['types']['fullSearchSchema'] } {
  const entry = useContext(StackEntryContext);
  if (!entry || entry.routeId !== route.id)
    throw new Error(`${route.id}: useStackedPage needs staticData.stack on the route`);
  return entry;
}
