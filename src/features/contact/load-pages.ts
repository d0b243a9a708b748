import { ContactSummaryList, ContactThread, ContactThreadList } from '../../contract';
import { session } from '../../data/http';
import { loadCachedPage } from '../../data/page-cache';
import { contactApi } from './contact-api';

/** Through the page cache: the member's threads, an opened thread and the admin list open offline. */

type Cause = 'enter' | 'stay' | 'preload';

/** Signed in: the user the session holds, or, before its first check, that check's answer (as the guards do). */
async function signedIn(): Promise<boolean> {
  const checked = session.loadUser();
  const { ready, user } = session.getSnapshot();
  return (ready ? user : await checked) !== null;
}

/** A visitor (/contact is public) has no threads to read: both null. */
export async function loadContactPage(threadId: string | undefined, cause: Cause) {
  if (!(await signedIn())) return { list: null, thread: null };
  const [list, thread] = await Promise.all([
    loadCachedPage({ key: 'contact', schema: ContactSummaryList, cause, fetch: contactApi.mine }),
    threadId
      ? loadCachedPage({
          key: `contact/${threadId}`,
          schema: ContactThread,
          cause,
          fetch: (quiet) => contactApi.thread(threadId, quiet),
        })
      : null,
  ]);
  return { list, thread };
}

export const loadAdminContacts = (cause: Cause) =>
  loadCachedPage({ key: 'admin/contact', schema: ContactThreadList, cause, fetch: contactApi.adminList });
