import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done, isoDate } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';
import { CrewStation } from './soop';

/**
 * The crew's own pages (PRODUCT.md "Crew and community pages"): the organisation chart by
 * department (`/organization`, edited in `/admin/crew-organization`) and the crew's history
 * (`/timeline`, edited in `/admin/crew-timeline`). Imported by its path, not through the contract
 * barrel: only lazy pages and the server need it.
 */

/** SPEC: crew member type A (admin) or M (member). */
export const CrewMemberType = z.enum(['A', 'M'], { error: '구분은 관리자(A) 또는 멤버(M)여야 합니다.' });
export type CrewMemberType = z.infer<typeof CrewMemberType>;
export const crewMemberTypeNames: Record<CrewMemberType, string> = { A: '관리자', M: '멤버' };

const id = (message: string) => z.string({ error: message }).uuid(message);

const sort = z
  .number({
    // An emptied number input arrives as NaN: that is a blank field, not a wrong one.
    error: (issue) =>
      issue.input === undefined || Number.isNaN(issue.input)
        ? '정렬 순서 항목은 필수입니다.'
        : '정렬 순서 항목은 항상 숫자여야 합니다.',
  })
  // zod's own .int() reports a wrong type, which reads as a malformed request, not this field's slip.
  .refine(Number.isInteger, '정렬 순서 항목은 항상 정수여야 합니다.')
  .min(0, '정렬 순서는 0 이상이어야 합니다.')
  .max(9999, '정렬 순서는 9999 이하여야 합니다.');

export const DEPARTMENT_NOT_FOUND = '부서를 찾을 수 없습니다.';
export const PERSON_NOT_FOUND = '조직도에서 그 사람을 찾을 수 없습니다.';
export const STATION_NOT_LISTED = '크루 멤버 목록에 없는 SOOP 아이디입니다. 크루 멤버에 먼저 추가해 주세요.';
export const ALREADY_IN_DEPARTMENT = '이미 이 부서에 있는 사람입니다.';
export const TIMELINE_NOT_FOUND = '연혁 항목을 찾을 수 없습니다.';

export const CrewDepartmentInput = z.object({
  name: z
    .string({ error: '부서 이름 항목은 필수입니다.' })
    .trim()
    .min(1, '부서 이름 항목은 필수입니다.')
    .max(30, '부서 이름은 최대 30자 이하여야 합니다.'),
});
export type CrewDepartmentInput = z.input<typeof CrewDepartmentInput>;

/** Every department's id, in the new order. */
export const CrewDepartmentOrderInput = z.object({
  ids: z
    .array(id(DEPARTMENT_NOT_FOUND), { error: '부서 순서가 올바르지 않습니다.' })
    .min(1, '부서 순서가 올바르지 않습니다.')
    .max(100, '부서 순서가 올바르지 않습니다.'),
});

/** One person placed in a department: a crew station the server polls, with their type and role there. */
export const CrewPersonInput = z.object({
  departmentId: id('부서를 골라 주세요.'),
  stationUserId: z
    .string({ error: '크루 멤버를 골라 주세요.' })
    .trim()
    .toLowerCase()
    .min(1, '크루 멤버를 골라 주세요.')
    .max(40, STATION_NOT_LISTED),
  memberType: CrewMemberType,
  roleTitle: z
    .string({ error: '직책 항목은 글자여야 합니다.' })
    .trim()
    .max(30, '직책은 최대 30자 이하여야 합니다.')
    .default(''),
  sort: sort.default(0),
});
export type CrewPersonInput = z.input<typeof CrewPersonInput>;

export const CrewPerson = z.object({
  id: z.string().uuid(),
  departmentId: z.string().uuid(),
  stationUserId: z.string(),
  nickname: z.string(),
  /** The station's picture as the poller last read it; empty until then. */
  profileImage: z.string(),
  memberType: CrewMemberType,
  roleTitle: z.string(),
  sort: z.number().int(),
});
export type CrewPerson = z.infer<typeof CrewPerson>;

export const CrewDepartment = z.object({
  id: z.string().uuid(),
  name: z.string(),
  sort: z.number().int(),
  /** In their order: `sort`, then nickname. */
  people: z.array(CrewPerson),
});
export type CrewDepartment = z.infer<typeof CrewDepartment>;

/** `/organization`: the departments in order, each with its people. */
export const CrewOrganization = z.object({ departments: z.array(CrewDepartment) });
export type CrewOrganization = z.infer<typeof CrewOrganization>;

/** `/admin/crew-organization`: the chart and the crew stations one may place in it. */
export const AdminCrewOrganization = CrewOrganization.extend({ stations: z.array(CrewStation) });
export type AdminCrewOrganization = z.infer<typeof AdminCrewOrganization>;

export const TimelineImage = z.object({
  id: z.string().uuid(),
  uri: z.string(),
  thumbnailUri: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TimelineImage = z.infer<typeof TimelineImage>;

export const TIMELINE_MAX_IMAGES = 10;

/** A calendar day in Seoul: YYYY-MM-DD, and a real date. */
const eventDate = z
  .string({ error: '날짜 항목은 필수입니다.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.')
  .refine((value) => {
    const at = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
  }, '없는 날짜입니다.');

export const TimelineEntryInput = z.object({
  eventDate,
  title: z
    .string({ error: '제목 항목은 필수입니다.' })
    .trim()
    .min(1, '제목 항목은 필수입니다.')
    .max(100, '제목은 최대 100자 이하여야 합니다.'),
  /** Plain text; line breaks are kept. */
  content: z
    .string({ error: '내용 항목은 글자여야 합니다.' })
    .trim()
    .max(2000, '내용은 최대 2000자 이하여야 합니다.')
    .default(''),
  /** Files uploaded with the `timeline-image` purpose, in the order shown. */
  imageFileIds: z
    .array(id('업로드한 파일을 찾을 수 없습니다. 다시 올려 주세요.'), {
      error: '이미지 목록이 올바르지 않습니다.',
    })
    .max(TIMELINE_MAX_IMAGES, `이미지는 최대 ${TIMELINE_MAX_IMAGES}장까지 올릴 수 있습니다.`)
    .default([]),
});
export type TimelineEntryInput = z.input<typeof TimelineEntryInput>;

export const TimelineEntry = z.object({
  id: z.string().uuid(),
  eventDate: z.string(),
  title: z.string(),
  content: z.string(),
  images: z.array(TimelineImage),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** Newest first: by the day it happened, then by when it was written. */
export const TimelineList = z.object({ entries: z.array(TimelineEntry) });
export type TimelineList = z.infer<typeof TimelineList>;

/** Ids are uuids: anything else names nothing (a 400 here, never a database error). */
export const CrewDepartmentParam = z.object({ id: z.string().uuid(DEPARTMENT_NOT_FOUND) });
export const CrewPersonParam = z.object({ id: z.string().uuid(PERSON_NOT_FOUND) });
export const TimelineParam = z.object({ id: z.string().uuid(TIMELINE_NOT_FOUND) });

/** `/organization`, `/timeline` and their admin screens. */
export const crewEndpoints = {
  organization: endpoint({
    method: 'GET',
    path: apiRoutes.crewOrganization,
    access: 'public',
    summary: '크루 조직도 (부서별 사람)',
    response: CrewOrganization,
  }),
  timeline: endpoint({
    method: 'GET',
    path: apiRoutes.crewTimeline,
    access: 'public',
    summary: '크루 연혁 (최신순)',
    response: TimelineList,
  }),
  adminOrganization: endpoint({
    method: 'GET',
    path: apiRoutes.adminCrewOrganization,
    access: MANAGER_OR_HIGHER,
    summary: '관리용 크루 조직도와 배치할 수 있는 크루 방송국',
    response: AdminCrewOrganization,
  }),
  addDepartment: endpoint({
    method: 'POST',
    path: apiRoutes.adminCrewDepartments,
    access: MANAGER_OR_HIGHER,
    summary: '조직도 부서 추가 (맨 뒤에)',
    body: CrewDepartmentInput,
    response: Done,
  }),
  renameDepartment: endpoint({
    method: 'PUT',
    path: apiRoutes.adminCrewDepartment,
    access: MANAGER_OR_HIGHER,
    summary: '조직도 부서 이름 바꾸기',
    params: CrewDepartmentParam,
    body: CrewDepartmentInput,
    response: Done,
  }),
  removeDepartment: endpoint({
    method: 'DELETE',
    path: apiRoutes.adminCrewDepartment,
    access: MANAGER_OR_HIGHER,
    summary: '조직도 부서 삭제 (그 부서의 사람도 조직도에서 빠짐)',
    params: CrewDepartmentParam,
    response: Done,
  }),
  orderDepartments: endpoint({
    method: 'PUT',
    path: apiRoutes.adminCrewDepartmentOrder,
    access: MANAGER_OR_HIGHER,
    summary: '조직도 부서 순서 바꾸기',
    body: CrewDepartmentOrderInput,
    response: Done,
  }),
  addPerson: endpoint({
    method: 'POST',
    path: apiRoutes.adminCrewPeople,
    access: MANAGER_OR_HIGHER,
    summary: '조직도에 사람 배치',
    body: CrewPersonInput,
    response: Done,
  }),
  updatePerson: endpoint({
    method: 'PUT',
    path: apiRoutes.adminCrewPerson,
    access: MANAGER_OR_HIGHER,
    summary: '조직도의 사람 수정',
    params: CrewPersonParam,
    body: CrewPersonInput,
    response: Done,
  }),
  removePerson: endpoint({
    method: 'DELETE',
    path: apiRoutes.adminCrewPerson,
    access: MANAGER_OR_HIGHER,
    summary: '조직도에서 사람 빼기',
    params: CrewPersonParam,
    response: Done,
  }),
  adminTimeline: endpoint({
    method: 'GET',
    path: apiRoutes.adminCrewTimeline,
    access: MANAGER_OR_HIGHER,
    summary: '관리용 크루 연혁',
    response: TimelineList,
  }),
  createEntry: endpoint({
    method: 'POST',
    path: apiRoutes.adminCrewTimeline,
    access: MANAGER_OR_HIGHER,
    summary: '크루 연혁 항목 쓰기',
    body: TimelineEntryInput,
    response: TimelineEntry,
  }),
  entry: endpoint({
    method: 'GET',
    path: apiRoutes.adminCrewTimelineEntry,
    access: MANAGER_OR_HIGHER,
    summary: '크루 연혁 항목 하나 (수정용)',
    params: TimelineParam,
    response: TimelineEntry,
  }),
  updateEntry: endpoint({
    method: 'PUT',
    path: apiRoutes.adminCrewTimelineEntry,
    access: MANAGER_OR_HIGHER,
    summary: '크루 연혁 항목 수정',
    params: TimelineParam,
    body: TimelineEntryInput,
    response: TimelineEntry,
  }),
  removeEntry: endpoint({
    method: 'DELETE',
    path: apiRoutes.adminCrewTimelineEntry,
    access: MANAGER_OR_HIGHER,
    summary: '크루 연혁 항목 삭제',
    params: TimelineParam,
    response: Done,
  }),
};
