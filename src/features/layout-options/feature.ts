import type { ClientFeature } from '../../app';
import { LayoutOptions } from './LayoutOptions';
import { StickyCrewBanner } from './StickyCrewBanner';

/** SPEC section 2 "Layout": the member's horizontal / boxed choices and the sticky crew banner. */
export const layoutOptionsFeature = {
  name: 'layout-options',
  slots: { headerTools: LayoutOptions, stickyBanner: StickyCrewBanner },
} satisfies ClientFeature;
