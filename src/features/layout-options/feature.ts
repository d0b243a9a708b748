import type { ClientFeature } from '../../app';
import { CrewBanner } from './CrewBanner';
import { LayoutOptions } from './LayoutOptions';

/** SPEC section 2 "Layout": the member's horizontal / boxed choices and the sticky crew banner. */
export const layoutOptionsFeature = {
  name: 'layout-options',
  slots: { headerTools: LayoutOptions, stickyBanner: CrewBanner },
} satisfies ClientFeature;
