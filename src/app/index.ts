/** What routes and pages use from the app shell. */

export { ImageIcon, PencilIcon, PlusIcon, TrashIcon } from './action-icons';
export { partAfterLoad } from './after-load';
export type {
  AppRuntimeContext,
  ClientFeature,
  LiveCardLineProps,
  MenuEntry,
  UserMenuEntry,
} from './feature';
export { slotOf, userMenuEntries } from './feature';
export { useLinkFirst } from './hooks/use-link-first';
export { useSession } from './hooks/use-session';
export { useStoredValue } from './hooks/use-stored-value';
export { AdminLayout, type AdminLayoutProps } from './layout/AdminLayout';
export { BlankLayout, type BlankLayoutProps } from './layout/BlankLayout';
export { HintTooltip } from './layout/HintTooltip';
export { CloseIcon, lineIcon, plainLineIcon, SearchIcon } from './layout/icons';
export { type LayoutContextValue, useLayout } from './layout/LayoutProvider';
export { MainLayout, type MainLayoutProps } from './layout/MainLayout';
export { NavigationProvider } from './layout/NavigationProvider';
export type { NavItem, NavLeaf } from './layout/nav-items';
export { type NavLinkComponent, type NavLinkProps, useNavigation } from './layout/nav-link';
export { ProductLogo, ProductMark } from './layout/ProductLogo';
export { showAlert, showConfirm, showMessage } from './modal/alert-service';
export { ALERT_TIMING, type AlertOptions, textToHtml } from './modal/alert-store';
export { preloadSafeHtml, SafeHtml } from './modal/SafeHtml';
export { type UploadProgress, uploadProgress } from './modal/upload-progress-store';
export { AppProviders } from './providers/AppProviders';
export { requireRoles, SIGNED_IN_ROLES } from './router/guards';
export { adminLayoutRoute, blankLayoutRoute, mainLayoutRoute } from './router/layouts';
export { lazyPage } from './router/lazy-page';
export { type NavigationDirection, useNavigationDirection } from './router/navigation-direction';
export { useDocumentTitle } from './router/page-title';
export { routeLoadError } from './router/RouteLoadError';
export { rootRoute } from './router/root';
export { useStackedPage } from './router/stacked-page';
export { ServiceNote } from './runtime/ServiceNote';
export { useOnline } from './runtime/use-online';
export { MemberBadge } from './slots/MemberBadge';
export { startAfterLoad } from './start-after-load';
export { useColorMode } from './theme/ColorModeProvider';
export { afterWholeTheme } from './theme/theme-system';
export { dismissToast, type ShowToastOptions, showToast } from './toast/toaster';
