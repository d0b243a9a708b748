import { describe, expect, it } from 'vitest';
import { CrewStationInput, departmentList } from '../../../src/contract';

const messageOf = (input: unknown) => {
  const result = CrewStationInput.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the crew station form', () => {
  it('lower-cases the id and stores departments the way the list keeps them', () => {
    expect(
      CrewStationInput.parse({ userId: ' C9Star ', userNick: ' 별 ', department: ' 스타팀 , 토크팀,, ' }),
    ).toEqual({ userId: 'c9star', userNick: '별', department: '스타팀,토크팀', sort: 0 });
    expect(departmentList('음악팀,토크팀')).toEqual(['음악팀', '토크팀']);
    expect(departmentList('')).toEqual([]);
  });

  it('says what is wrong with the sort number in Korean', () => {
    const base = { userId: 'c9star', userNick: '별' };
    // An emptied number input gives NaN: that is a blank field.
    expect(messageOf({ ...base, sort: Number.NaN })).toBe('정렬 순서 항목은 필수입니다.');
    expect(messageOf({ ...base, sort: '3' })).toBe('정렬 순서 항목은 항상 숫자여야 합니다.');
    expect(messageOf({ ...base, sort: 2.5 })).toBe('정렬 순서 항목은 항상 정수여야 합니다.');
    expect(messageOf({ ...base, sort: -1 })).toBe('최소 0 이상');
    expect(messageOf({ ...base, sort: 10_000 })).toBe('최대 9999 이하');
  });
});
