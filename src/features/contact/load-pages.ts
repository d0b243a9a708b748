import { ContactSummaryList, ContactThread, ContactThreadList } from '../../contract';
import { loadCachedPage } from '../../data/page-cache';
import { contactApi } from './contact-api';

/** Through the page cache: the member's threads, an opened thread and the admin list open offline. */

type Cause = 'enter' | 'stay' | 'preload';

export async function loadContactPage(threadId: string | undefined, cause: Cause) {
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
