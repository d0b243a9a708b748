import { crewEndpoints as api, type CrewPersonInput, type TimelineEntryInput } from '../../contract/crew';
import { http } from '../../data/http';

/**
 * The crew pages' calls (`crewEndpoints`). Reads keep quiet when asked (the page then shows its kept
 * answer with the stale mark); field refusals of writes go back to the form, other failures are
 * alerted by the HTTP layer.
 */
export const crewApi = {
  organization: (quiet = false) => http.call(api.organization, {}, { suppressAlert: quiet }),
  timeline: (quiet = false) => http.call(api.timeline, {}, { suppressAlert: quiet }),

  adminOrganization: (quiet = false) => http.call(api.adminOrganization, {}, { suppressAlert: quiet }),
  addDepartment: (name: string) => http.call(api.addDepartment, { body: { name } }),
  renameDepartment: (id: string, name: string) =>
    http.call(api.renameDepartment, { params: { id }, body: { name } }),
  removeDepartment: (id: string) => http.call(api.removeDepartment, { params: { id } }),
  orderDepartments: (ids: string[]) => http.call(api.orderDepartments, { body: { ids } }),
  addPerson: (input: CrewPersonInput) => http.call(api.addPerson, { body: input }),
  updatePerson: (id: string, input: CrewPersonInput) =>
    http.call(api.updatePerson, { params: { id }, body: input }),
  removePerson: (id: string) => http.call(api.removePerson, { params: { id } }),

  adminTimeline: (quiet = false) => http.call(api.adminTimeline, {}, { suppressAlert: quiet }),
  timelineEntry: (id: string, quiet = false) =>
    http.call(api.entry, { params: { id } }, { suppressAlert: quiet }),
  writeEntry: (input: TimelineEntryInput) => http.call(api.createEntry, { body: input }),
  editEntry: (id: string, input: TimelineEntryInput) =>
    http.call(api.updateEntry, { params: { id }, body: input }),
  removeEntry: (id: string) => http.call(api.removeEntry, { params: { id } }),
};
