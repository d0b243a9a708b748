import { apiPath } from '../../contract';
import {
  AdminCrewOrganization,
  CrewOrganization,
  type CrewPersonInput,
  TimelineEntry,
  type TimelineEntryInput,
  TimelineList,
} from '../../contract/crew';
import { http } from '../../data/http';

/**
 * The crew pages' calls. Reads keep quiet when asked (the page then shows its kept answer with the
 * stale mark); field refusals of writes go back to the form, other failures are alerted by the HTTP layer.
 */
export const crewApi = {
  organization: (quiet = false) =>
    http.get(apiPath('crewOrganization'), { schema: CrewOrganization, suppressAlert: quiet }),
  timeline: (quiet = false) =>
    http.get(apiPath('crewTimeline'), { schema: TimelineList, suppressAlert: quiet }),

  adminOrganization: (quiet = false) =>
    http.get(apiPath('adminCrewOrganization'), { schema: AdminCrewOrganization, suppressAlert: quiet }),
  addDepartment: (name: string) => http.post(apiPath('adminCrewDepartments'), { json: { name } }),
  renameDepartment: (id: string, name: string) =>
    http.put(apiPath('adminCrewDepartment', { id }), { json: { name } }),
  removeDepartment: (id: string) => http.delete(apiPath('adminCrewDepartment', { id })),
  orderDepartments: (ids: string[]) => http.put(apiPath('adminCrewDepartmentOrder'), { json: { ids } }),
  addPerson: (input: CrewPersonInput) => http.post(apiPath('adminCrewPeople'), { json: input }),
  updatePerson: (id: string, input: CrewPersonInput) =>
    http.put(apiPath('adminCrewPerson', { id }), { json: input }),
  removePerson: (id: string) => http.delete(apiPath('adminCrewPerson', { id })),

  adminTimeline: (quiet = false) =>
    http.get(apiPath('adminCrewTimeline'), { schema: TimelineList, suppressAlert: quiet }),
  timelineEntry: (id: string, quiet = false) =>
    http.get(apiPath('adminCrewTimelineEntry', { id }), { schema: TimelineEntry, suppressAlert: quiet }),
  writeEntry: (input: TimelineEntryInput) =>
    http.post(apiPath('adminCrewTimeline'), { json: input, schema: TimelineEntry }),
  editEntry: (id: string, input: TimelineEntryInput) =>
    http.put(apiPath('adminCrewTimelineEntry', { id }), { json: input, schema: TimelineEntry }),
  removeEntry: (id: string) => http.delete(apiPath('adminCrewTimelineEntry', { id })),
};
