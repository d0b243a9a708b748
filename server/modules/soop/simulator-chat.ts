import { CLIP_SEQUENCE_TEXT } from '../../../src/contract/soop-chat';
import { seoulDateTime } from './seoul-time';

/** A chat line in the relay's shape (parse.ts `parseChat`). */
export interface SimChatLine {
  chat_no: number;
  user_id: string;
  user_nick: string;
  message: string;
  reg_date: string;
}

/** Viewers of the simulated broadcasts. */
const VIEWERS = [
  { user_id: 'soopfan01', user_nick: '숲팬' },
  { user_id: 'nightowl77', user_nick: '올빼미' },
  { user_id: 'starlover', user_nick: '별사랑' },
  { user_id: 'balloonking', user_nick: '풍선왕' },
  { user_id: 'gamer_jun', user_nick: '준이게임' },
  { user_id: 'mintchoco', user_nick: '민초단' },
  { user_id: 'latte_cat', user_nick: '라떼고양이' },
  { user_id: 'busan_boy', user_nick: '부산사나이' },
  { user_id: 'sleepy_owl', user_nick: '잠못드는밤' },
  { user_id: 'ramen4u', user_nick: '라면한그릇' },
  { user_id: 'c9lover', user_nick: '씨나인러버' },
  { user_id: 'dalgona', user_nick: '달고나' },
] as const;

const CHATTER = [
  'ㅋㅋㅋㅋㅋㅋ',
  '하이하이~',
  '오늘 텐션 무엇',
  'ㄷㄷㄷㄷ',
  '와 방금 미쳤다',
  '방금 그거 뭐예요?',
  '레전드 각',
  'ㅇㅈ',
  '배고프다…',
  '몇 시까지 방송해요?',
  '화질 좋네요',
  '첫 채팅 ㅎㅇ',
  '굿굿 👍',
  '오늘도 출첵합니다',
  '브금 제목 뭐예요?',
  '이 판 무조건 이긴다',
  '아 너무 웃겨 ㅋㅋㅋ',
  '목소리 좋다',
  '클립 따야 된다 이건',
  '다시 보기 올라오나요?',
  '헐 대박',
  '사랑해요 ❤️',
  '오늘 합방 누구 나와요?',
  '눈물 난다 ㅠㅠ',
];

/** What viewers add around the sequence: some type it bare, some with a word. */
const AROUND = ['', '', '', 'ㅋㅋㅋ ', '이거 클립! ', '레전드 '];

const random = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Numbers chat lines per simulator; a station's lines keep rising across its broadcasts. */
export function createSimChat() {
  let nextChatNo = 1;
  const line = (viewer: { user_id: string; user_nick: string }, message: string): SimChatLine => ({
    chat_no: nextChatNo++,
    ...viewer,
    message,
    reg_date: seoulDateTime(),
  });

  return {
    line,
    /** Ordinary chatter: `count` lines from random viewers. */
    chatter: (count: number) => Array.from({ length: count }, () => line(random(VIEWERS), random(CHATTER))),
    /**
     * A scene the popup asks for: chatter, then `viewers` different viewers typing the clip
     * sequence (some with a word around it), then more chatter.
     */
    clipScene(viewers: number): SimChatLine[] {
      const typing = [...VIEWERS].sort(() => Math.random() - 0.5).slice(0, Math.min(viewers, VIEWERS.length));
      return [
        line(random(VIEWERS), random(['와 방금 미쳤다', '헐 대박', 'ㄷㄷㄷㄷ'])),
        line(random(VIEWERS), '클립 따야 된다 이건'),
        ...typing.map((viewer) => line(viewer, `${random(AROUND)}${CLIP_SEQUENCE_TEXT}`)),
        line(random(VIEWERS), 'ㅋㅋㅋㅋㅋㅋ'),
        line(random(VIEWERS), '레전드 각'),
      ];
    },
  };
}
