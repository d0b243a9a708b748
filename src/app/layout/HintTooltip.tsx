import type { ReactElement } from 'react';
import { partAfterLoad } from '../after-load';

export type HintTooltipProps = {
  label: string;
  children: ReactElement;
  disabled?: boolean;
  placement?: 'right' | 'bottom' | 'left' | 'top';
};

/** The tooltip machinery and its positioning (about 20 KB gzip) arrive after the first paint. */
const popup = partAfterLoad(() => import('./HintTooltipPopup'));

/**
 * A short label beside an icon-only control; off when the label is already visible. Until its
 * module is here the control shows alone (its accessible name carries the label anyway).
 */
export function HintTooltip(props: HintTooltipProps) {
  const loaded = popup.useLoaded();
  if (!loaded) return props.children;
  return <popup.Render {...props} fallback={props.children} />;
}
