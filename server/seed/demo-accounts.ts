import type { Role } from '../../src/contract';

/** Demo accounts, one per role; the README lists the same table. */
export const DEMO_ACCOUNTS: {
  username: string;
  password: string;
  nickname: string;
  roles: Role[];
  afreecatvUserId: string | null;
  point: number;
}[] = [
  {
    username: 'admin',
    password: 'admin1234',
    nickname: '운영자',
    roles: ['ADMIN'],
    afreecatvUserId: null,
    point: 0,
  },
  {
    username: 'manager',
    password: 'manager1234',
    nickname: '매니저',
    roles: ['MANAGER'],
    afreecatvUserId: null,
    point: 0,
  },
  {
    username: 'crew',
    password: 'crew1234',
    nickname: '씨나인크루',
    roles: ['C9'],
    afreecatvUserId: 'c9crew',
    point: 250_000,
  },
  {
    username: 'soopfan',
    password: 'fan12345',
    nickname: '열혈팬',
    roles: ['USER'],
    afreecatvUserId: 'soopfan01',
    point: 1_200_000,
  },
  {
    username: 'newbie',
    password: 'newbie1234',
    nickname: '새내기',
    roles: ['USER'],
    afreecatvUserId: null,
    point: 0,
  },
  {
    username: 'excel',
    password: 'excel1234',
    nickname: '엑셀담당',
    roles: ['EXCEL'],
    afreecatvUserId: 'c9excel',
    point: 0,
  },
];
