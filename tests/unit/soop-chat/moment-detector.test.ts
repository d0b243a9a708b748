import { describe, expect, it } from 'vitest';
import { parseChat } from '../../../server/modules/soop/parse';
import { detectMoments, type Mark } from '../../../server/modules/soop-chat/moment-detector';
import { CLIP_SEQUENCE_TEXT, hasClipSequence } from '../../../src/contract/soop-chat';

const T0 = Date.parse('2026-11-24T20:00:00+09:00');
let chatNo = 0;
const mark = (userId: string, seconds: number): Mark => ({
  chatNo: ++chatNo,
  userId,
  at: T0 + seconds * 1000,
});

describe('the clip sequence', () => {
  it('is found with or without spaces, presentation selectors or words around it', () => {
    expect(hasClipSequence(CLIP_SEQUENCE_TEXT)).toBe(true);
    expect(hasClipSequence(`ㅋㅋ ${CLIP_SEQUENCE_TEXT} 레전드`)).toBe(true);
    expect(hasClipSequence('🎬 ✂ 🎞')).toBe(true);
    expect(hasClipSequence('🎬✂️')).toBe(false);
    expect(hasClipSequence('🎞️✂️🎬')).toBe(false);
    expect(hasClipSequence('클립 따 주세요')).toBe(false);
  });
});

describe('detectMoments', () => {
  it('makes one moment of three viewers within the window', () => {
    const moments = detectMoments([mark('a', 0), mark('b', 5), mark('c', 12)]);
    expect(moments).toEqual([expect.objectContaining({ startAt: T0, endAt: T0 + 12_000, viewerCount: 3 })]);
  });

  it('ignores one viewer repeating it, and two viewers agreeing', () => {
    expect(detectMoments([mark('a', 0), mark('a', 1), mark('a', 2), mark('a', 3)])).toEqual([]);
    expect(detectMoments([mark('a', 0), mark('b', 1), mark('a', 2), mark('b', 3)])).toEqual([]);
  });

  it('needs the viewers close together: three spread over minutes are no moment', () => {
    expect(detectMoments([mark('a', 0), mark('b', 25), mark('c', 50)])).toEqual([]);
  });

  it('keeps one identity while the moment grows, and starts another after a pause', () => {
    const first = [mark('a', 0), mark('b', 2), mark('c', 4)];
    const [alone] = detectMoments(first);
    const grown = [...first, mark('d', 20), mark('e', 45)];
    const later = [mark('f', 200), mark('g', 201), mark('h', 202)];
    const moments = detectMoments([...later, ...grown]);
    expect(moments).toHaveLength(2);
    expect(moments[0]).toMatchObject({ firstChatNo: alone!.firstChatNo, viewerCount: 5, endAt: T0 + 45_000 });
    expect(moments[1]).toMatchObject({ startAt: T0 + 200_000, viewerCount: 3 });
  });
});

describe('parseChat', () => {
  it('reads the relay, skips odd lines and sorts by chat number', () => {
    const reading = parseChat({
      broad_no: '281000001',
      chat: [
        { chat_no: 12, user_id: 'B', user_nick: '', message: '둘', reg_date: '2026-11-24 20:00:05' },
        { chat_no: 11, user_id: 'a', user_nick: '에이', message: '하나', reg_date: '2026-11-24 20:00:01' },
        { chat_no: 13, user_id: 'c', message: 7, reg_date: '2026-11-24 20:00:06' },
        'garbage',
      ],
    });
    expect(reading.broadNo).toBe(281000001);
    expect(reading.lines.map((l) => [l.chatNo, l.userId, l.userNick])).toEqual([
      [11, 'a', '에이'],
      [12, 'b', 'B'],
    ]);
    expect(reading.lines[0]!.sentAt.toISOString()).toBe('2026-11-24T11:00:01.000Z');
  });

  it('refuses a page that is not the relay', () => {
    expect(() => parseChat('<html>점검 중</html>')).toThrow();
  });
});
