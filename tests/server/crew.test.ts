import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, DEVICE_ID_HEADER, StoredFile } from '../../src/contract';
import {
  AdminCrewOrganization,
  CrewOrganization,
  TimelineEntry,
  TimelineList,
} from '../../src/contract/crew';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** The crew chart (/organization) and history (/timeline), edited by admins, read by everyone. */

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let fan: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [admin, manager, fan] = await Promise.all([t.as('admin'), t.as('manager'), t.as('soopfan')]);
});
afterAll(() => t.close());

const chart = async (client: ApiClient = fan) => {
  const res = await client.get(apiPath('crewOrganization'));
  expect(res.status).toBe(200);
  return CrewOrganization.parse(res.body).departments;
};
const adminChart = async () =>
  AdminCrewOrganization.parse((await admin.get(apiPath('adminCrewOrganization'))).body);
const departmentNamed = async (name: string) => (await chart()).find((d) => d.name === name)!;

async function upload(client: ApiClient, purpose = 'timeline-image') {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'history.png');
  const res = await fetch(`${client.baseUrl}${apiPath('files')}`, {
    method: 'POST',
    body: form,
    headers: { [DEVICE_ID_HEADER]: client.deviceId, origin: client.baseUrl, cookie: client.cookie },
  });
  expect(res.status).toBe(201);
  return StoredFile.parse(await res.json());
}

describe('organisation chart', () => {
  it('shows the demo chart to a visitor: departments in order, type and role, picture after a poll', async () => {
    await t.poll();
    const departments = await chart(t.client());
    expect(departments.map((d) => d.name)).toEqual(['운영진', '스타팀', '카트팀', '음악·토크팀']);
    expect(departments[0]!.people).toMatchObject([
      { stationUserId: 'c9crew', nickname: '씨나인크루', memberType: 'A', roleTitle: '크루장' },
    ]);
    expect(departments[0]!.people[0]!.profileImage).toContain('c9crew');
    expect(departments[3]!.people.map((p) => p.stationUserId)).toEqual(['c9song', 'c9talk']);
  });

  it('creates, renames, orders and removes departments; a member sees each change', async () => {
    expect((await admin.post(apiPath('adminCrewDepartments'), { name: '  디자인팀 ' })).status).toBe(200);
    const added = await departmentNamed('디자인팀');
    expect(added.people).toEqual([]);
    expect((await chart()).at(-1)!.id).toBe(added.id);

    const id = added.id;
    expect((await manager.put(apiPath('adminCrewDepartment', { id }), { name: '아트팀' })).status).toBe(200);
    expect((await chart()).find((d) => d.id === id)!.name).toBe('아트팀');

    const ids = (await chart()).map((d) => d.id);
    const reordered = [id, ...ids.filter((x) => x !== id)];
    expect((await admin.put(apiPath('adminCrewDepartmentOrder'), { ids: reordered })).status).toBe(200);
    expect((await chart()).map((d) => d.id)).toEqual(reordered);

    // An order made from an old list (a department missing) is refused whole.
    const stale = await admin.put(apiPath('adminCrewDepartmentOrder'), { ids: reordered.slice(1) });
    expect(stale.body).toEqual({
      status: 400,
      errorFieldName: 'ids',
      message: '부서 순서가 올바르지 않습니다. 새로 고친 뒤 다시 바꿔 주세요.',
    });
    expect((await chart()).map((d) => d.id)).toEqual(reordered);

    expect((await admin.delete(apiPath('adminCrewDepartment', { id }))).status).toBe(200);
    expect((await chart()).some((d) => d.id === id)).toBe(false);
    expect((await admin.delete(apiPath('adminCrewDepartment', { id }))).body).toEqual({
      status: 404,
      message: '부서를 찾을 수 없습니다.',
    });
  });

  it('places a crew station in a department, edits and removes the placement', async () => {
    await admin.post(apiPath('adminCrewDepartments'), { name: '게스트팀' });
    const team = await departmentNamed('게스트팀');
    const placed = await admin.post(apiPath('adminCrewPeople'), {
      departmentId: team.id,
      stationUserId: ' C9Kart ',
      memberType: 'A',
      roleTitle: ' 부팀장 ',
      sort: 2,
    });
    expect(placed.status).toBe(200);
    const [kart] = (await departmentNamed('게스트팀')).people;
    expect(kart).toMatchObject({
      stationUserId: 'c9kart',
      nickname: '카트질주',
      memberType: 'A',
      roleTitle: '부팀장',
    });

    const edit = { departmentId: team.id, stationUserId: 'c9kart', memberType: 'M', roleTitle: '', sort: 0 };
    expect((await admin.put(apiPath('adminCrewPerson', { id: kart!.id }), edit)).status).toBe(200);
    expect((await departmentNamed('게스트팀')).people[0]).toMatchObject({ memberType: 'M', roleTitle: '' });

    // The same station twice in one department is refused on its field.
    expect((await admin.post(apiPath('adminCrewPeople'), edit)).body).toEqual({
      status: 400,
      errorFieldName: 'stationUserId',
      message: '이미 이 부서에 있는 사람입니다.',
    });

    expect((await admin.delete(apiPath('adminCrewPerson', { id: kart!.id }))).status).toBe(200);
    expect((await departmentNamed('게스트팀')).people).toEqual([]);
  });

  it('offers the crew stations to place, and drops a placement when its station leaves the crew', async () => {
    const { stations } = await adminChart();
    expect(stations.map((s) => s.userId)).toContain('c9talk');
    await admin.post(apiPath('crewStations'), {
      userId: 'c9guest',
      userNick: '게스트',
      department: '',
      sort: 9,
    });
    const team = await departmentNamed('게스트팀');
    const body = { departmentId: team.id, stationUserId: 'c9guest', memberType: 'M', roleTitle: '', sort: 0 };
    expect((await admin.post(apiPath('adminCrewPeople'), body)).status).toBe(200);
    expect((await departmentNamed('게스트팀')).people.map((p) => p.nickname)).toEqual(['게스트']);
    expect((await admin.delete(apiPath('crewStation', { userId: 'c9guest' }))).status).toBe(200);
    expect((await departmentNamed('게스트팀')).people).toEqual([]);
  });

  it('puts each refusal on its field in Korean', async () => {
    const team = await departmentNamed('게스트팀');
    const person = {
      departmentId: team.id,
      stationUserId: 'c9star',
      memberType: 'M',
      roleTitle: '',
      sort: 0,
    };
    const cases: [string, unknown, string, string][] = [
      [apiPath('adminCrewDepartments'), { name: '   ' }, 'name', '부서 이름 항목은 필수입니다.'],
      [
        apiPath('adminCrewDepartments'),
        { name: '가'.repeat(31) },
        'name',
        '부서 이름은 최대 30자 이하여야 합니다.',
      ],
      [apiPath('adminCrewPeople'), { ...person, departmentId: 'x' }, 'departmentId', '부서를 골라 주세요.'],
      [
        apiPath('adminCrewPeople'),
        { ...person, departmentId: '0190a3f0-0000-7000-8000-000000000009' },
        'departmentId',
        '부서를 찾을 수 없습니다.',
      ],
      [
        apiPath('adminCrewPeople'),
        { ...person, stationUserId: ' ' },
        'stationUserId',
        '크루 멤버를 골라 주세요.',
      ],
      [
        apiPath('adminCrewPeople'),
        { ...person, stationUserId: 'nobody' },
        'stationUserId',
        '크루 멤버 목록에 없는 SOOP 아이디입니다. 크루 멤버에 먼저 추가해 주세요.',
      ],
      [
        apiPath('adminCrewPeople'),
        { ...person, memberType: 'X' },
        'memberType',
        '구분은 관리자(A) 또는 멤버(M)여야 합니다.',
      ],
      [
        apiPath('adminCrewPeople'),
        { ...person, roleTitle: '가'.repeat(31) },
        'roleTitle',
        '직책은 최대 30자 이하여야 합니다.',
      ],
      [apiPath('adminCrewPeople'), { ...person, sort: -1 }, 'sort', '정렬 순서는 0 이상이어야 합니다.'],
      [
        apiPath('adminCrewPeople'),
        { ...person, sort: 1.5 },
        'sort',
        '정렬 순서 항목은 항상 정수여야 합니다.',
      ],
    ];
    for (const [path, body, field, message] of cases)
      expect((await admin.post(path, body)).body, JSON.stringify(body)).toEqual({
        status: 400,
        errorFieldName: field,
        message,
      });
    expect((await departmentNamed('게스트팀')).people).toEqual([]);
  });
});

describe('timeline', () => {
  const list = async (client: ApiClient = fan) =>
    TimelineList.parse((await client.get(apiPath('crewTimeline'))).body);

  it('shows the demo history newest first', async () => {
    const { entries } = await list(t.client());
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const dates = entries.map((e) => e.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(entries.at(-1)).toMatchObject({ eventDate: '2023-03-01', title: '씨나인 크루 결성' });
    // Its pictures went through the file module like uploads: served as the images they are.
    const [picture] = entries.find((e) => e.title === '스타 리그 우승')!.images;
    expect(picture).toMatchObject({ width: 960, height: 600 });
    const served = await fetch(`${t.url}${picture!.thumbnailUri}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('writes an entry with the admin’s uploaded images, edits and deletes it', async () => {
    const [first, second] = [await upload(admin), await upload(admin)];
    const written = await admin.post(apiPath('adminCrewTimeline'), {
      eventDate: '2099-12-25',
      title: ' 크리스마스 공연 ',
      content: '첫 줄\n둘째 줄',
      imageFileIds: [first.id, second.id],
    });
    expect(written.status).toBe(200);
    const entry = TimelineEntry.parse(written.body);
    expect(entry).toMatchObject({ title: '크리스마스 공연', content: '첫 줄\n둘째 줄' });
    expect(entry.images.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(entry.images[0]!.thumbnailUri).toBe(apiPath('fileThumbnail', { id: first.id }));
    expect((await list()).entries[0]!.id).toBe(entry.id);
    expect((await fetch(`${t.url}${entry.images[0]!.uri}`)).headers.get('content-type')).toBe('image/png');

    // Another admin edits: the images already there stay without being theirs; order follows the list.
    const edited = await manager.put(apiPath('adminCrewTimelineEntry', { id: entry.id }), {
      eventDate: '2099-12-24',
      title: '크리스마스 이브 공연',
      content: '',
      imageFileIds: [second.id],
    });
    expect(edited.status).toBe(200);
    const got = TimelineEntry.parse(
      (await admin.get(apiPath('adminCrewTimelineEntry', { id: entry.id }))).body,
    );
    expect(got).toMatchObject({ eventDate: '2099-12-24', title: '크리스마스 이브 공연', content: '' });
    expect(got.images.map((i) => i.id)).toEqual([second.id]);

    expect((await admin.delete(apiPath('adminCrewTimelineEntry', { id: entry.id }))).status).toBe(200);
    expect((await list()).entries.some((e) => e.id === entry.id)).toBe(false);
    expect((await admin.get(apiPath('adminCrewTimelineEntry', { id: entry.id }))).body).toEqual({
      status: 404,
      message: '연혁 항목을 찾을 수 없습니다.',
    });
  });

  it('refuses images that are not the admin’s own timeline uploads', async () => {
    const fanFile = await upload(fan);
    const postImage = await upload(admin, 'post-image');
    for (const id of [fanFile.id, postImage.id])
      expect(
        (
          await admin.post(apiPath('adminCrewTimeline'), {
            eventDate: '2025-01-01',
            title: '이미지',
            imageFileIds: [id],
          })
        ).body,
      ).toEqual({
        status: 400,
        errorFieldName: 'imageFileIds',
        message: '업로드한 파일을 찾을 수 없습니다. 다시 올려 주세요.',
      });
  });

  it('puts each refusal on its field in Korean', async () => {
    const ok = { eventDate: '2025-01-01', title: '제목', content: '', imageFileIds: [] };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ok, eventDate: '2025.01.01' }, 'eventDate', '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.'],
      [{ ...ok, eventDate: '2025-02-30' }, 'eventDate', '없는 날짜입니다.'],
      [{ ...ok, title: '  ' }, 'title', '제목 항목은 필수입니다.'],
      [{ ...ok, title: '가'.repeat(101) }, 'title', '제목은 최대 100자 이하여야 합니다.'],
      [{ ...ok, content: '가'.repeat(2001) }, 'content', '내용은 최대 2000자 이하여야 합니다.'],
      [
        { ...ok, imageFileIds: ['not-a-file'] },
        'imageFileIds',
        '업로드한 파일을 찾을 수 없습니다. 다시 올려 주세요.',
      ],
      [
        { ...ok, imageFileIds: Array.from({ length: 11 }, () => crypto.randomUUID()) },
        'imageFileIds',
        '이미지는 최대 10장까지 올릴 수 있습니다.',
      ],
    ];
    const before = (await list()).entries.length;
    for (const [body, field, message] of cases)
      expect((await admin.post(apiPath('adminCrewTimeline'), body)).body, JSON.stringify(body)).toEqual({
        status: 400,
        errorFieldName: field,
        message,
      });
    expect((await list()).entries.length).toBe(before);
    expect((await admin.put(apiPath('adminCrewTimelineEntry', { id: 'nope' }), ok)).body).toEqual({
      status: 400,
      errorFieldName: 'id',
      message: '연혁 항목을 찾을 수 없습니다.',
    });
  });
});
