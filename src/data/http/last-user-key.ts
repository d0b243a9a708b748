/** Device-wide, like the theme: it says whose data this device opens before the server answers. */
export const LAST_USER_KEY = 'shared_storage_lastUser';
