import type { CrewStation, Donation, LiveStation, Notice } from '../../../src/contract';
import type { crewStations, liveStations, notices, soopDonations } from './tables';

export const toLiveStationDto = (s: typeof liveStations.$inferSelect): LiveStation => ({
  id: s.id,
  rev: s.rev,
  deleted: s.deleted,
  userId: s.id,
  userNick: s.userNick,
  department: s.department,
  profileImage: s.profileImage,
  broadList: s.deleted ? [] : s.broadList,
  updatedAt: s.updatedAt.toISOString(),
});

export const toNoticeDto = (n: typeof notices.$inferSelect): Notice => ({
  id: n.id,
  rev: n.rev,
  deleted: n.deleted,
  userId: n.userId,
  userNick: n.userNick,
  titleNo: n.titleNo,
  titleName: n.titleName,
  regDate: n.regDate,
  profileImage: n.profileImage,
  content: { summary: n.summary, textContent: n.textContent },
});

export const toCrewStationDto = (c: typeof crewStations.$inferSelect): CrewStation => ({
  userId: c.userId,
  userNick: c.userNick,
  department: c.department,
  sort: c.sort,
  createdAt: c.createdAt.toISOString(),
});

export const toDonationDto = (d: typeof soopDonations.$inferSelect): Donation => ({
  id: d.id,
  stationUserId: d.stationUserId,
  stationNick: d.stationNick,
  balloons: d.balloons,
  message: d.message,
  donatedAt: d.donatedAt.toISOString(),
});
