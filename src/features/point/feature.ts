import type { ClientFeature } from '../../app';
import { MemberPoint } from './MemberPoint';

/** The member's points: the live balance in the avatar menu and on the profile. */
export const pointFeature = {
  name: 'point',
  slots: { memberPoint: MemberPoint },
} satisfies ClientFeature;
