import { product } from '../../contract/product';

/**
 * Per-route page data (SPEC section 2 "Navigation behaviour"): set `staticData` on a route and the
 * root applies the document title and share tags on every navigation.
 */
export interface RouteMeta {
  /** The page's name: the document title becomes "{title} - 씨나인". */
  title?: string;
  /** Share preview text (og:description); the site default when absent. */
  description?: string;
  /** Share preview image (og:image); the app icon when absent. */
  image?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteMeta {}
}

export const DEFAULT_META = {
  description: `${product.name} 크루 팬 커뮤니티: 라이브 알림, 공지, 게시판, 이벤트와 랭킹을 한곳에서.`,
  image: '/icons/icon-512.png',
} as const;

/** "page - product", or the product alone for a page without a name. */
export const formatDocumentTitle = (title: string | undefined): string =>
  title ? `${title} - ${product.name}` : product.name;

/** The deepest matched route's value wins: a page's own title over its layout's. */
export function resolveMeta(metas: readonly RouteMeta[], titleOverride: string | null) {
  const pick = <K extends keyof RouteMeta>(key: K) => metas.findLast((meta) => meta[key])?.[key];
  const title = titleOverride ?? pick('title');
  return {
    title: formatDocumentTitle(title),
    ogTitle: formatDocumentTitle(title),
    description: pick('description') ?? DEFAULT_META.description,
    image: pick('image') ?? DEFAULT_META.image,
  };
}
