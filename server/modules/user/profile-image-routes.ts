import type { FastifyInstance } from 'fastify';
import { apiRoutes, ProfileImageRequest, topics } from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';

/** SPEC section 7: the member's picture becomes a file they uploaded for it (`fileDetailId`). */
export async function profileImageRoutes(app: FastifyInstance) {
  const { accountRepository: accounts, files, publisher } = app;

  app.post(apiRoutes.meProfileImage, async (req) => {
    const { user } = await requireUser(req);
    const { fileDetailId } = parseInput(ProfileImageRequest, req.body);
    const file = await files.claim(fileDetailId, {
      ownerUuid: user.uuid,
      purpose: 'profile-image',
      field: 'fileDetailId',
    });
    const updated = await accounts.setProfile(user.uuid, {
      id: file.id,
      uri: file.uri,
      thumbnailUri: file.thumbnailUri,
      width: file.width,
      height: file.height,
    });
    // The member's other tabs and devices read their account again.
    await publisher.publish(topics.userSession(user.uuid), { type: 'update' });
    return accounts.dtoOf(updated);
  });
}
