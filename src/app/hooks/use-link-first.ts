import { useNavigate, useRouterState } from '@tanstack/react-router';
import { needsSoopLink, SOOP_LINK_FOR_EVENTS_MESSAGE } from '../../contract/roles';
import { SOOP_CONNECT_PATH } from '../../lib/soop-connect-path';
import { showConfirm } from '../modal/alert-service';
import { useSession } from './use-session';

export const EVENT_LINK_PROMPT_TEXT = `${SOOP_LINK_FOR_EVENTS_MESSAGE} 지금 연동하시겠습니까?`;

/**
 * What pays points or prizes (check-in, sends, claim codes, drops, draws, the roulette, rewards,
 * predictions) takes a linked SOOP account; the server refuses the rest. Before sending one, a
 * member who must link is told why and offered the linking page, which brings them back here once
 * linked. The returned check answers whether the action may go ahead.
 */
export function useLinkFirst(): () => Promise<boolean> {
  const { user } = useSession();
  const navigate = useNavigate();
  const here = useRouterState({ select: (state) => state.location.pathname });
  return async () => {
    if (!user || !needsSoopLink(user)) return true;
    if (await showConfirm(EVENT_LINK_PROMPT_TEXT, { title: 'SOOP 계정 연동' }))
      await navigate({ to: SOOP_CONNECT_PATH, search: { next: here } });
    return false;
  };
}
