import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { NavLinkComponent } from '../layout/nav-link';

/** The shell's menus render links through this: in-app navigation without a page load. */
export const RouterAnchor: NavLinkComponent = ({ href, onClick, children, ...rest }) => {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Let the browser handle new-tab and new-window clicks.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
};
