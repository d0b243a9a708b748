import { z } from 'zod';
import { apiPath, CrewStation, type CrewStationInput } from '../../../contract';
import { http } from '../../../data/http';

export const CrewStationList = z.array(CrewStation);

/**
 * The crew's SOOP stations the server polls. `save` adds or, for an id already listed, edits;
 * field refusals come back to the form, every other failure is alerted by the HTTP layer
 * (`list` keeps quiet when asked: the page then shows its kept list with the stale mark).
 */
export const crewStationApi = {
  list: (quiet = false) =>
    http.get(apiPath('crewStations'), { schema: CrewStationList, suppressAlert: quiet }),
  save: (input: CrewStationInput) => http.post(apiPath('crewStations'), { json: input, schema: CrewStation }),
  remove: (userId: string) => http.delete(apiPath('crewStation', { userId })),
};
