import { apiPath, MeStatus, type PasswordChangeRequest, type UpdateMeRequest, User } from '../../contract';
import { http, session } from '../../data/http';

/** The signed-in member's own account calls (SPEC section 7, "Settings, device, profile and account"). */
export const userApi = {
  /** Saves the nickname and puts the answered user into the session at once. */
  async updateMe(input: UpdateMeRequest): Promise<User> {
    const user = await http.put(apiPath('me'), { json: input, schema: User });
    session.signedIn(user);
    return user;
  },
  /** Makes an uploaded `profile-image` file the member's picture; the session takes the answered user. */
  async setProfileImage(fileDetailId: string): Promise<User> {
    const user = await http.post(apiPath('meProfileImage'), { form: { fileDetailId }, schema: User });
    session.signedIn(user);
    return user;
  },
  /** The member's standing (may they write, and why not); quiet: the account page shows nothing on failure. */
  status: () => http.get(apiPath('meStatus'), { schema: MeStatus, suppressAlert: true }),
  changePassword: (input: PasswordChangeRequest) => http.put(apiPath('mePassword'), { json: input }),
  /** The server ends every session of the account; the local session follows. */
  async withdraw(): Promise<void> {
    await http.delete(apiPath('meWithdraw'));
    session.signedOut();
  },
};
