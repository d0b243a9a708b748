import { detectPlatform } from '../../lib/platform';

/** SPEC section 4: pull-to-refresh only in the app installed on an iPhone or iPad's home screen. */
export function isInstalledIos(env: {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
}): boolean {
  return env.standalone && detectPlatform(env.userAgent, env.maxTouchPoints) === 'ios';
}

export const runningInstalledIos = (): boolean =>
  isInstalledIos({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      Reflect.get(navigator, 'standalone') === true,
  });
