import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { appStorage } from '../../data/http';
import { LayoutProvider } from '../layout/LayoutProvider';
import { AlertModalHost } from '../modal/AlertModalHost';
import { UploadProgressHost } from '../modal/UploadProgressHost';
import { ColorModeProvider } from '../theme/ColorModeProvider';
import { system } from '../theme/system';
import { AppToaster } from '../toast/AppToaster';

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
          <AppToaster />
        </LayoutProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
