import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTitleOverride } from './page-title';
import { resolveMeta } from './route-meta';

function setMetaTag(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** Applies the matched routes' title and share tags (SPEC section 2). Renders nothing. */
export function DocumentMeta() {
  const metas = useMatches({ select: (matches) => matches.map((match) => match.staticData) });
  const override = useTitleOverride();
  const meta = resolveMeta(metas, override);
  useEffect(() => {
    document.title = meta.title;
    setMetaTag('property', 'og:title', meta.ogTitle);
    setMetaTag('name', 'twitter:title', meta.ogTitle);
    setMetaTag('name', 'description', meta.description);
    setMetaTag('property', 'og:description', meta.description);
    setMetaTag('name', 'twitter:description', meta.description);
    setMetaTag('property', 'og:image', new URL(meta.image, location.origin).href);
  }, [meta.title, meta.ogTitle, meta.description, meta.image]);
  return null;
}
