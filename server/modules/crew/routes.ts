import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, MANAGER_OR_HIGHER } from '../../../src/contract';
import {
  type AdminCrewOrganization,
  CrewDepartmentInput,
  CrewDepartmentOrderInput,
  type CrewOrganization,
  CrewPersonInput,
  DEPARTMENT_NOT_FOUND,
  PERSON_NOT_FOUND,
  TIMELINE_NOT_FOUND,
  type TimelineEntry,
  TimelineEntryInput,
  type TimelineList,
} from '../../../src/contract/crew';
import { parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import { toCrewStationDto } from '../soop/dto';
import type { Organization } from './organization';
import type { Timeline } from './timeline';

/** Ids are uuids: anything else names nothing (a 400 here, never a database error). */
const idParam = (message: string) => z.object({ id: z.string().uuid(message) });
const DepartmentParam = idParam(DEPARTMENT_NOT_FOUND);
const PersonParam = idParam(PERSON_NOT_FOUND);
const TimelineParam = idParam(TIMELINE_NOT_FOUND);

const DONE = { result: true } as const;

/** `/organization`, `/timeline` and their admin screens. Every admin call checks the role first. */
export function crewRoutes(organization: Organization, timeline: Timeline) {
  return async (app: FastifyInstance) => {
    app.get(
      apiRoutes.crewOrganization,
      async (): Promise<CrewOrganization> => ({
        departments: await organization.chart(),
      }),
    );

    app.get(apiRoutes.crewTimeline, async (): Promise<TimelineList> => ({ entries: await timeline.list() }));

    app.get(apiRoutes.adminCrewOrganization, async (req): Promise<AdminCrewOrganization> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const [departments, stations] = await Promise.all([organization.chart(), app.soopRepository.crew()]);
      return { departments, stations: stations.map(toCrewStationDto) };
    });

    app.post(apiRoutes.adminCrewDepartments, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await organization.addDepartment(parseInput(CrewDepartmentInput, req.body).name);
      return DONE;
    });

    app.put(apiRoutes.adminCrewDepartment, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(DepartmentParam, req.params);
      await organization.renameDepartment(id, parseInput(CrewDepartmentInput, req.body).name);
      return DONE;
    });

    app.delete(apiRoutes.adminCrewDepartment, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await organization.removeDepartment(parseInput(DepartmentParam, req.params).id);
      return DONE;
    });

    app.put(apiRoutes.adminCrewDepartmentOrder, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await organization.orderDepartments(parseInput(CrewDepartmentOrderInput, req.body).ids);
      return DONE;
    });

    app.post(apiRoutes.adminCrewPeople, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await organization.addPerson(parseInput(CrewPersonInput, req.body));
      return DONE;
    });

    app.put(apiRoutes.adminCrewPerson, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(PersonParam, req.params);
      await organization.updatePerson(id, parseInput(CrewPersonInput, req.body));
      return DONE;
    });

    app.delete(apiRoutes.adminCrewPerson, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await organization.removePerson(parseInput(PersonParam, req.params).id);
      return DONE;
    });

    app.get(apiRoutes.adminCrewTimeline, async (req): Promise<TimelineList> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return { entries: await timeline.list() };
    });

    app.post(apiRoutes.adminCrewTimeline, async (req): Promise<TimelineEntry> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      return timeline.create(parseInput(TimelineEntryInput, req.body), user.uuid);
    });

    app.get(apiRoutes.adminCrewTimelineEntry, async (req): Promise<TimelineEntry> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return timeline.get(parseInput(TimelineParam, req.params).id);
    });

    app.put(apiRoutes.adminCrewTimelineEntry, async (req): Promise<TimelineEntry> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(TimelineParam, req.params);
      return timeline.update(id, parseInput(TimelineEntryInput, req.body), user.uuid);
    });

    app.delete(apiRoutes.adminCrewTimelineEntry, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await timeline.remove(parseInput(TimelineParam, req.params).id);
      return DONE;
    });
  };
}
