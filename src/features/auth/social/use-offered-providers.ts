import { SocialRegistrationId } from '../../../contract/social';
import { useServices } from '../../../data/services';

/**
 * The providers this server offers (a configured one, or its simulator in the demo), and whether
 * any of them is simulated. Until the server has said, none: a production server must never
 * show a button that leads nowhere.
 */
export function useOfferedProviders(): { offered: SocialRegistrationId[]; simulated: boolean } {
  const services = useServices();
  const offered = SocialRegistrationId.options.filter(
    (id) => services[id] === 'live' || services[id] === 'simulated',
  );
  return { offered, simulated: offered.some((id) => services[id] === 'simulated') };
}

export const SIMULATED_LOGIN_NOTE =
  '데모: 간편 로그인은 서버의 시뮬레이터가 대신합니다. 아이디를 정해 로그인해 보세요.';
