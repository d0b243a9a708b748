import { useSession } from '../../app';
import { MANAGER_OR_HIGHER } from '../../contract';

/** Whether the signed-in member may edit StarCraft data (the server checks again on every write). */
export function useStaff(): boolean {
  const { user } = useSession();
  return !!user && MANAGER_OR_HIGHER.some((role) => user.roles.includes(role));
}
