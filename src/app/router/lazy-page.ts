import { lazyRouteComponent } from '@tanstack/react-router';
import { afterWholeTheme } from '../theme/theme-system';

/**
 * A route's page, fetched when first opened (or ahead, through the route's preload), rendered
 * once the whole theme is in place: its components may need recipes the first page left out.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as lazyRouteComponent's own.
export const lazyPage = <T extends Record<string, any>, TKey extends keyof T = 'default'>(
  importer: () => Promise<T>,
  exportName?: TKey,
) => lazyRouteComponent(() => afterWholeTheme(importer()), exportName);
