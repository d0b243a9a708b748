import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';

/** Where the crew is during an outdoor broadcast, as an admin's device measured it (SPEC section 8). */
export const LiveLocationInput = z.object({
  latitude: z.number({ error: '위도가 없습니다.' }).min(-90).max(90),
  longitude: z.number({ error: '경도가 없습니다.' }).min(-180).max(180),
  /** Metres, as the device reports its own error. */
  accuracy: z.number().min(0).max(1_000_000),
  /** What members read: the place in words ("여의도 한강공원"); empty shows only the map link. */
  place: z.string().trim().max(40, '장소는 40자 이하로 적어 주세요.').default(''),
});
export type LiveLocationInput = z.infer<typeof LiveLocationInput>;

export const LiveLocation = LiveLocationInput.extend({
  /** The crew station's SOOP id. */
  userId: z.string(),
  updatedAt: z.string(),
});
export type LiveLocation = z.infer<typeof LiveLocation>;

export const LiveLocationList = z.object({ locations: z.array(LiveLocation) });
export type LiveLocationList = z.infer<typeof LiveLocationList>;

/** `/topic/live-location`: a station's place shared anew (`location`) or no longer (`null`). */
export const LiveLocationEvent = z.object({ userId: z.string(), location: LiveLocation.nullable() });
export type LiveLocationEvent = z.infer<typeof LiveLocationEvent>;

/** A shared place older than this is not shown: the crew has surely moved on. */
export const LIVE_LOCATION_MAX_AGE_MS = 3 * 60 * 60 * 1000;

/** The place on a map members can open (Kakao Map: what Korean phones have). */
export const liveLocationMapUrl = (location: Pick<LiveLocation, 'latitude' | 'longitude' | 'place'>) =>
  `https://map.kakao.com/link/map/${encodeURIComponent(location.place || '크루 위치')},${location.latitude},${location.longitude}`;

const StationParam = z.object({ userId: z.string().min(1).max(40) });

/**
 * `/admin/live-location` shares the crew's place; everyone reads it on the live cards, public like
 * the live status it sits beside: the crew shares it for viewers to come by.
 */
export const liveLocationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiRoutes.liveLocations,
    access: 'public',
    summary: '지금 공유 중인 크루 위치',
    response: LiveLocationList,
  }),
  share: endpoint({
    method: 'PUT',
    path: apiRoutes.liveLocation,
    access: MANAGER_OR_HIGHER,
    summary: '크루 멤버 방송의 위치 공유',
    params: StationParam,
    body: LiveLocationInput,
    response: LiveLocation,
  }),
  stop: endpoint({
    method: 'DELETE',
    path: apiRoutes.liveLocation,
    access: MANAGER_OR_HIGHER,
    summary: '위치 공유 멈추기',
    params: StationParam,
    response: Done,
  }),
};
