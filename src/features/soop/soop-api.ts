import { AfreecatvCode, apiPath, User } from '../../contract';
import { http, session } from '../../data/http';

/**
 * SOOP account linking (SPEC section 7 "Platform account link"). The page shows the server's
 * refusals on its field, so the calls that can be refused do not raise the generic alert.
 */
export const soopApi = {
  requestCode: (afreecatvUserId: string) =>
    http.post(apiPath('meSoopCode'), {
      json: { afreecatvUserId },
      schema: AfreecatvCode,
      suppressAlert: true,
    }),
  /** Links the account; the session then reloads so write permission follows at once. */
  async verify(afreecatvUserId: string): Promise<User> {
    const user = await http.post(apiPath('meSoopCodeVerify'), {
      json: { afreecatvUserId },
      schema: User,
      suppressAlert: true,
    });
    await session.reloadChangedUser();
    return user;
  },
};
