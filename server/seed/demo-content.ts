import type { BoardCategory, Role } from '../../src/contract';

type DemoBoard = {
  id: keyof typeof TITLE_PARTS;
  name: string;
  description: string;
  categories: BoardCategory[];
  readRoles: Role[];
  writeRoles: Role[];
  sort: number;
};

/** Korean demo content: boards and the pieces posts and comments are made from. */
export const DEMO_BOARDS: DemoBoard[] = [
  {
    id: 'notice',
    name: '크루 공지',
    description: '씨나인 크루의 공지사항',
    categories: [
      { number: 1, name: '공지' },
      { number: 2, name: '일정' },
    ],
    readRoles: [],
    writeRoles: ['ADMIN', 'MANAGER', 'C9'],
    sort: 1,
  },
  {
    id: 'free',
    name: '자유게시판',
    description: '무엇이든 자유롭게 이야기해요',
    categories: [
      { number: 1, name: '잡담' },
      { number: 2, name: '질문' },
      { number: 3, name: '정보' },
    ],
    readRoles: [],
    writeRoles: [],
    sort: 2,
  },
  {
    id: 'fanart',
    name: '팬아트',
    description: '크루를 향한 사랑을 그림과 사진으로',
    categories: [
      { number: 1, name: '그림' },
      { number: 2, name: '사진' },
      { number: 3, name: '영상' },
    ],
    readRoles: [],
    writeRoles: [],
    sort: 3,
  },
  {
    id: 'humor',
    name: '유머',
    description: '방송 속 웃긴 순간 모음',
    categories: [],
    readRoles: [],
    writeRoles: [],
    sort: 4,
  },
];

export const TITLE_PARTS = {
  notice: [
    '이번 주 합방 일정 안내',
    '크루 정기 회의 결과',
    '시즌 리그 참가 안내',
    '팬미팅 장소 공지',
    '방송 시간 변경 안내',
  ],
  free: [
    '오늘 방송 진짜 레전드였다',
    '어제 스타 경기 보신 분?',
    '처음 와봤어요 잘 부탁드려요',
    '카트 티어 올리는 팁 있나요',
    '다음 합방 언제인지 아시는 분',
    '방송 보면서 먹기 좋은 야식 추천',
    '클립 모음 정리해봤습니다',
    '출석체크 포인트 질문이요',
  ],
  fanart: [
    '크루 단체 그림 그려봤어요',
    '방송 장면 팬아트',
    '생일 축하 일러스트',
    '직접 찍은 팬미팅 사진',
    '짧은 편집 영상 올립니다',
  ],
  humor: [
    '이 장면 보고 웃다가 울었음',
    '채팅창 반응 모음',
    '역대급 실수 모음.zip',
    '리액션 장인 모음',
    '방송사고 하이라이트',
  ],
} as const;

export const BODY_SENTENCES = [
  '오늘도 방송 너무 재밌게 봤어요.',
  '다들 어떻게 생각하시는지 궁금합니다.',
  '채팅창 분위기가 정말 최고였어요.',
  '다음에도 이런 컨텐츠 해주면 좋겠어요.',
  '크루 멤버들 케미가 점점 좋아지는 것 같아요.',
  '혹시 놓치신 분들은 다시보기 꼭 보세요.',
  '오랜만에 정말 크게 웃었습니다.',
  '응원합니다! 항상 건강하게 방송해 주세요.',
];

export const COMMENT_TEXTS = [
  '완전 공감합니다 ㅋㅋ',
  '와 이거 저도 봤어요!',
  '정리 감사합니다 👍',
  '다음 방송도 기대돼요',
  '이건 좀 아닌 것 같은데요?',
  'ㅋㅋㅋㅋㅋ 진짜 웃기네',
  '좋은 정보 감사합니다',
  '저도 같은 생각이에요',
];

/** The crew's stations on the platform (the simulator plays them when no platform URL is set). */
export const DEMO_CREW = [
  { userId: 'c9crew', userNick: '씨나인크루', department: '운영진', sort: 1 },
  { userId: 'c9star', userNick: '스타왕별이', department: '스타팀', sort: 2 },
  { userId: 'c9kart', userNick: '카트질주', department: '카트팀', sort: 3 },
  { userId: 'c9song', userNick: '노래하는달', department: '음악팀,토크팀', sort: 4 },
  { userId: 'c9talk', userNick: '수다쟁이', department: '토크팀', sort: 5 },
];
