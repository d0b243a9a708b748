import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNotices, parseStation, SoopParseError } from '../../../server/modules/soop/parse';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../server/fixtures/soop/${name}`, import.meta.url), 'utf8'));

describe('platform response parsing', () => {
  it('reads a live station', () => {
    expect(parseStation(fixture('station-live.json'))).toEqual({
      userNick: '씨나인크루',
      profileImage: 'https://stimg.sooplive.co.kr/LOGO/c9/c9crew/c9crew.jpg',
      ownerTexts: ['씨나인 크루', '씨나인 크루 방송국', '[씨나인] 오늘은 스타 팀전!'],
      broad: {
        broadNo: 281234567,
        broadTitle: '[씨나인] 오늘은 스타 팀전!',
        currentSumViewer: 1532,
        chatType: 'broadcast',
        password: false,
      },
    });
  });

  it('reads an offline station (broad is null)', () => {
    expect(parseStation(fixture('station-offline.json')).broad).toBeNull();
  });

  it('turns an error body or garbage into a parse error', () => {
    expect(() => parseStation(fixture('station-error.json'))).toThrow(SoopParseError);
    expect(() => parseStation('<html>점검 중</html>')).toThrow(SoopParseError);
    expect(() => parseStation({ station: { user_id: 1 } })).toThrow(SoopParseError);
  });

  it('reads numbers sent as strings and passwords as flags', () => {
    const json = fixture('station-live.json');
    json.broad.broad_no = '281234567';
    json.broad.current_sum_viewer = '77';
    json.broad.is_password = 1;
    expect(parseStation(json).broad).toMatchObject({
      broadNo: 281234567,
      currentSumViewer: 77,
      password: true,
    });
  });

  it('reads both board shapes', () => {
    expect(parseNotices(fixture('board-old.json'))).toEqual([
      {
        titleNo: 150001234,
        titleName: '이번 주 방송 일정 안내',
        regDate: '2026-11-20 21:30:00',
        userNick: '씨나인크루',
        summary: '월수금 저녁 8시에 방송합니다.',
        textContent: '월수금 저녁 8시에 방송합니다.',
      },
    ]);
    expect(parseNotices(fixture('board-new.json'))[0]).toMatchObject({
      titleNo: 150001299,
      titleName: '합방 공지',
      textContent: '토요일 합방 있습니다. 많이 와주세요!',
    });
    expect(() => parseNotices({ data: 'nope' })).toThrow(SoopParseError);
  });
});
