import {
  apiPath,
  type ContactAnswerInput,
  type ContactInput,
  ContactSummaryList,
  ContactThread,
  ContactThreadList,
  type VisitorContactInput,
} from '../../contract';
import { http } from '../../data/http';

/** `/contact`'s and `/admin/contact`'s calls. */
export const contactApi = {
  mine: (quiet = false) =>
    http.get(apiPath('meContacts'), { schema: ContactSummaryList, suppressAlert: quiet }),
  thread: (id: string, quiet = false) =>
    http.get(apiPath('meContact', { id }), { schema: ContactThread, suppressAlert: quiet }),
  /** The form shows its own message when this fails, so nothing typed is lost behind an alert. */
  send: (input: ContactInput) =>
    http.post(apiPath('meContacts'), { json: input, schema: ContactThread, suppressAlert: true }),
  /** A visitor's feedback; the answer is nothing to keep (there is no thread to open). */
  sendAsVisitor: (input: VisitorContactInput) =>
    http.post(apiPath('visitorContacts'), { json: input, suppressAlert: true }),
  adminList: (quiet = false) =>
    http.get(apiPath('adminContacts'), { schema: ContactThreadList, suppressAlert: quiet }),
  answer: (id: string, input: ContactAnswerInput) =>
    http.put(apiPath('adminContactAnswer', { id }), { json: input, schema: ContactThread }),
};
