import {
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

export interface NavLinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  /** Gets the click: a tooltip or menu wrapping the link (`asChild`) hands its own handler here. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page';
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How the shell renders a link. The default is a plain anchor; the router passes its own
 * component (handing ref, className and the rest to an <a>) so menu clicks navigate in-app.
 */
export type NavLinkComponent = ComponentType<NavLinkProps>;

const PlainAnchor: NavLinkComponent = (props) => <a {...props} />;

export interface NavigationContextValue {
  currentPath: string;
  Link: NavLinkComponent;
}

export const NavigationContext = createContext<NavigationContextValue>({
  currentPath: typeof location === 'undefined' ? '/' : location.pathname,
  Link: PlainAnchor,
});

export const useNavigation = (): NavigationContextValue => useContext(NavigationContext);
