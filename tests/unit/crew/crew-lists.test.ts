import { describe, expect, it } from 'vitest';
import type { CrewDepartment, CrewPerson, TimelineEntry } from '../../../src/contract/crew';
import { filterChart, movedOrder } from '../../../src/features/crew/admin/organization-filter';
import { visibleEntries } from '../../../src/features/crew/admin/timeline-list';

const person = (nickname: string, stationUserId: string, roleTitle = ''): CrewPerson => ({
  id: `p-${stationUserId}`,
  departmentId: 'd',
  stationUserId,
  nickname,
  profileImage: '',
  memberType: 'M',
  roleTitle,
  sort: 0,
});
const chart: CrewDepartment[] = [
  { id: 'a', name: '운영진', sort: 0, people: [person('씨나인크루', 'c9crew', '크루장')] },
  {
    id: 'b',
    name: '음악·토크팀',
    sort: 1,
    people: [person('노래하는달', 'c9song'), person('수다쟁이', 'c9talk')],
  },
];

describe('the admin chart filter', () => {
  it('keeps a department whose name matches whole, else only the matching people', () => {
    expect(filterChart(chart, '  ')).toEqual(chart);
    expect(filterChart(chart, '토크')).toEqual([chart[1]]);
    expect(filterChart(chart, 'C9TALK')).toEqual([{ ...chart[1], people: [chart[1]!.people[1]] }]);
    expect(filterChart(chart, '크루장').map((d) => d.id)).toEqual(['a']);
    expect(filterChart(chart, '없는 사람')).toEqual([]);
  });

  it('moves a department one place, never past either end', () => {
    expect(movedOrder(chart, 1, -1)).toEqual(['b', 'a']);
    expect(movedOrder(chart, 0, -1)).toEqual(['a', 'b']);
    expect(movedOrder(chart, 1, 1)).toEqual(['a', 'b']);
  });
});

const entry = (id: string, eventDate: string, updatedAt: string, title = id): TimelineEntry => ({
  id,
  eventDate,
  title,
  content: '',
  images: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt,
});

describe('the admin timeline list', () => {
  const entries = [
    entry('old', '2023-03-01', '2025-06-01T00:00:00.000Z', '크루 결성'),
    entry('new', '2025-05-05', '2025-05-05T00:00:00.000Z', '자선 방송'),
    entry('mid', '2024-10-09', '2025-01-01T00:00:00.000Z', '스타 리그 우승'),
  ];
  it('orders by date either way or by the latest edit', () => {
    expect(visibleEntries(entries, '', 'newest').map((e) => e.id)).toEqual(['new', 'mid', 'old']);
    expect(visibleEntries(entries, '', 'oldest').map((e) => e.id)).toEqual(['old', 'mid', 'new']);
    expect(visibleEntries(entries, '', 'updated').map((e) => e.id)).toEqual(['old', 'new', 'mid']);
  });

  it('finds by title or date, leaving the loaded list as it was', () => {
    expect(visibleEntries(entries, '방송', 'newest').map((e) => e.id)).toEqual(['new']);
    expect(visibleEntries(entries, '2024-10', 'newest').map((e) => e.id)).toEqual(['mid']);
    expect(entries.map((e) => e.id)).toEqual(['old', 'new', 'mid']);
  });
});

describe('the timeline storage record', () => {
  it('keeps when the reader last saw the history, and falls back to never on anything else', async () => {
    const { TimelinePrefs } = await import('../../../src/lib/storage-schema');
    expect(TimelinePrefs({ seenAt: 1_700_000_000_000 })).toEqual({ seenAt: 1_700_000_000_000 });
    expect(TimelinePrefs({ seenAt: 'yesterday' })).toEqual({ seenAt: null });
    expect(TimelinePrefs(undefined)).toEqual({ seenAt: null });
  });
});
