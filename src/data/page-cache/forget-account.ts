import { clearAccount } from './store';

/** After a logout: the member's kept pages must not be shown to whoever uses the device next. */
export const forgetAccount = (userUuid: string): Promise<void> => clearAccount(userUuid);
