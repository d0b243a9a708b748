import { LiveStation, Notice } from '../../../src/contract';
import { queryColumns, type TableResource, tableResource } from '../../lib/table-resource';
import { toLiveStationDto, toNoticeDto } from './dto';
import { liveStations, notices } from './tables';

export const stationResource = tableResource({
  table: liveStations,
  defaultOrder: 'rev',
  columns: queryColumns(LiveStation, liveStations, ['rev', 'userNick']),
  toDto: toLiveStationDto,
} satisfies TableResource<typeof liveStations.$inferSelect, LiveStation>);

export const noticeResource = tableResource({
  table: notices,
  defaultOrder: 'regDate',
  columns: queryColumns(Notice, notices, ['regDate', 'userId', 'rev']),
  toDto: toNoticeDto,
} satisfies TableResource<typeof notices.$inferSelect, Notice>);
