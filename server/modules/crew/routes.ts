import type { FastifyInstance } from 'fastify';
import { MANAGER_OR_HIGHER } from '../../../src/contract';
import { crewEndpoints as api } from '../../../src/contract/crew';
import { route } from '../../lib/endpoint-route';
import { requireRole } from '../../plugins/auth';
import { toCrewStationDto } from '../soop/dto';
import type { Organization } from './organization';
import type { Timeline } from './timeline';

const DONE = { result: true } as const;

/** `/organization`, `/timeline` and their admin screens (`crewEndpoints`); admin calls check the role first. */
export function crewRoutes(organization: Organization, timeline: Timeline) {
  return async (app: FastifyInstance) => {
    route(app, api.organization, async () => ({ departments: await organization.chart() }));

    route(app, api.timeline, async () => ({ entries: await timeline.list() }));

    route(app, api.adminOrganization, async () => {
      const [departments, stations] = await Promise.all([organization.chart(), app.soopRepository.crew()]);
      return { departments, stations: stations.map(toCrewStationDto) };
    });

    route(app, api.addDepartment, async (req) => {
      await organization.addDepartment(req.body.name);
      return DONE;
    });

    route(app, api.renameDepartment, async (req) => {
      await organization.renameDepartment(req.params.id, req.body.name);
      return DONE;
    });

    route(app, api.removeDepartment, async (req) => {
      await organization.removeDepartment(req.params.id);
      return DONE;
    });

    route(app, api.orderDepartments, async (req) => {
      await organization.orderDepartments(req.body.ids);
      return DONE;
    });

    route(app, api.addPerson, async (req) => {
      await organization.addPerson(req.body);
      return DONE;
    });

    route(app, api.updatePerson, async (req) => {
      await organization.updatePerson(req.params.id, req.body);
      return DONE;
    });

    route(app, api.removePerson, async (req) => {
      await organization.removePerson(req.params.id);
      return DONE;
    });

    route(app, api.adminTimeline, async () => ({ entries: await timeline.list() }));

    route(app, api.createEntry, async (req) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      return timeline.create(req.body, user.uuid);
    });

    route(app, api.entry, async (req) => timeline.get(req.params.id));

    route(app, api.updateEntry, async (req) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      return timeline.update(req.params.id, req.body, user.uuid);
    });

    route(app, api.removeEntry, async (req) => {
      await timeline.remove(req.params.id);
      return DONE;
    });
  };
}
