/**
 * The kinds of staff action and of their targets as plain lists (`./audit` makes them schemas):
 * the admin route's search parser runs on the first load, which carries no zod.
 */
export const STAFF_ACTION_KINDS = [
  'POINT_ADJUST',
  'ROLE_GRANT',
  'ROLE_REVOKE',
  'BOARD_CREATE',
  'BOARD_UPDATE',
  'BOARD_DELETE',
  'POST_EDIT',
  'POST_DELETE',
  'COMMENT_DELETE',
  'BLACKLIST_ADD',
  'BLACKLIST_REMOVE',
  'SOOP_BLACKLIST_ADD',
  'SOOP_BLACKLIST_REMOVE',
  'POINT_DROP_CREATE',
  'CLAIM_CODE_CREATE',
] as const;

/** What an action was done to; its id is that thing's id (a SOOP id for `soopId`). */
export const STAFF_TARGET_TYPES = [
  'user',
  'board',
  'post',
  'comment',
  'soopId',
  'pointDrop',
  'claimCode',
] as const;
