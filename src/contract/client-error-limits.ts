// Without zod: the page's error reporter reads these on the first load.

/** A stack is clipped to this before it is sent: the top frames are what tell. */
export const CLIENT_ERROR_STACK_MAX = 8000;
/** The largest error report body the server reads, in bytes; the page clips the stack to fit. */
export const CLIENT_ERROR_BODY_MAX = 16 * 1024;
