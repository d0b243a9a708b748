import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { appStorage } from '../../data/http';
import { partAfterLoad } from '../after-load';
import { LayoutProvider } from '../layout/LayoutProvider';
import { AlertModalHost } from '../modal/AlertModalHost';
import { UploadProgressHost } from '../modal/UploadProgressHost';
import { ColorModeProvider } from '../theme/ColorModeProvider';
import { system } from '../theme/system';

/**
 * The toast machinery arrives after the first paint; a toast raised before waits in the store and
 * shows once it is here.
 */
const toasts = partAfterLoad(() =>
  import('../toast/AppToaster').then(({ AppToaster }) => ({ default: AppToaster })),
);

function ToastHost() {
  return toasts.useLoaded() ? <toasts.Render /> : null;
}

/** Settings changed in another tab (theme, layout) apply here too. */
const onStorage = (event: StorageEvent) => appStorage.handleExternalChange(event.key);

/**
 * Everything a page needs around it: theme, colour mode, layout state, and the single hosts of
 * the alert modal, the upload modal and the toasts. The router mounts it once at the root; the
 * session, worker and visibility wiring lives in `runtime/AppRuntime`.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <LayoutProvider>
          {children}
          <AlertModalHost />
          <UploadProgressHost />
          <ToastHost />
        </LayoutProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
