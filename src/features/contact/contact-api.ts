import {
  contactEndpoints as api,
  apiPath,
  type ContactAnswerInput,
  type ContactInput,
  ContactThread,
  type VisitorContactInput,
} from '../../contract';
import { http } from '../../data/http';

/** `/contact`'s and `/admin/contact`'s calls (`contactEndpoints`; the visitor's and the answer by hand). */
export const contactApi = {
  mine: (quiet = false) => http.call(api.mine, {}, { suppressAlert: quiet }),
  thread: (id: string, quiet = false) => http.call(api.thread, { params: { id } }, { suppressAlert: quiet }),
  /** The form shows its own message when this fails, so nothing typed is lost behind an alert. */
  send: (input: ContactInput) => http.call(api.send, { body: input }, { suppressAlert: true }),
  /** A visitor's feedback; the answer is nothing to keep (there is no thread to open). */
  sendAsVisitor: (input: VisitorContactInput) =>
    http.post(apiPath('visitorContacts'), { json: input, suppressAlert: true }),
  adminList: (quiet = false) => http.call(api.adminList, {}, { suppressAlert: quiet }),
  answer: (id: string, input: ContactAnswerInput) =>
    http.put(apiPath('adminContactAnswer', { id }), { json: input, schema: ContactThread }),
};
