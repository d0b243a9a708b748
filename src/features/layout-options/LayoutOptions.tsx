import { lazy, Suspense, useState } from 'react';
import { afterWholeTheme, useLayout } from '../../app';
import { LayoutOptionsButton } from './LayoutOptionsButton';

const loadMenu = () => afterWholeTheme(import('./LayoutOptionsMenu'));
const LayoutOptionsMenu = lazy(() => loadMenu().then((m) => ({ default: m.LayoutOptionsMenu })));

/**
 * The header slot: a plain button until the member first reaches for it, then the menu (whose
 * code stays off the first page). Desktop sizes only: under 1280 px neither choice changes what
 * is shown.
 */
export function LayoutOptions() {
  const { mobile } = useLayout();
  const [wanted, setWanted] = useState(false);
  if (mobile) return null;
  const button = (
    <LayoutOptionsButton
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LayoutOptionsMenu />
    </Suspense>
  );
}
