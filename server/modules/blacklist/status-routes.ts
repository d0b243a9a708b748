import type { FastifyInstance } from 'fastify';
import {
  blacklistEndpoints as api,
  BLACKLISTED_MESSAGE,
  needsSoopLink,
  SOOP_BLACKLISTED_MESSAGE,
  SOOP_LINK_NEEDED_MESSAGE,
} from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/**
 * `GET /api/v1/user/me/status`: the member's standing, by the same rules the write routes apply
 * (the blacklist hook here, the SOOP link in the board's `assertCanWrite`), so the app can say
 * why a write would be refused before the member writes it.
 */
export async function statusRoutes(app: FastifyInstance) {
  route(app, api.meStatus, async (req) => {
    const { user } = await requireUser(req);
    const { blacklisted, soopBlacklisted } = await app.blacklistRepository.barsOf(
      user.uuid,
      user.afreecatvUserId,
    );
    const soopLinkRequired = needsSoopLink(user);
    const writeBlockedReason = blacklisted
      ? BLACKLISTED_MESSAGE
      : soopBlacklisted
        ? SOOP_BLACKLISTED_MESSAGE
        : soopLinkRequired
          ? SOOP_LINK_NEEDED_MESSAGE
          : null;
    return {
      soopUserId: user.afreecatvUserId,
      soopLinkRequired,
      blacklisted,
      soopBlacklisted,
      mayWrite: writeBlockedReason === null,
      writeBlockedReason,
    };
  });
}
