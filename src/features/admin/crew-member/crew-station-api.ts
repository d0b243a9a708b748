import { z } from 'zod';
import { CrewStation, type CrewStationInput } from '../../../contract';
import { http } from '../../../data/http';

const BASE = '/api/v1/afreecatv/crew-station';

/**
 * The crew's SOOP stations the server polls. `save` adds or, for an id already listed, edits;
 * field refusals come back to the form, every other failure is alerted by the HTTP layer.
 */
export const crewStationApi = {
  list: () => http.get(BASE, { schema: z.array(CrewStation) }),
  save: (input: CrewStationInput) => http.post(BASE, { json: input, schema: CrewStation }),
  remove: (userId: string) => http.delete(`${BASE}/${encodeURIComponent(userId)}`),
};
