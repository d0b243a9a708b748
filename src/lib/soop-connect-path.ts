/** The page that links a SOOP account: the soop feature's route, linked from the account pages too. */
export const SOOP_CONNECT_PATH = '/afreecatv-connect';
