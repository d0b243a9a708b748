import type { Platform } from '../../lib/platform';

export interface InstallGuide {
  key: 'android' | 'ios' | 'pc';
  label: string;
  browser: string;
  steps: string[];
}

/** How to add the app to the home screen, per platform. */
export const INSTALL_GUIDES: InstallGuide[] = [
  {
    key: 'android',
    label: '안드로이드',
    browser: 'Chrome 또는 Samsung Internet',
    steps: [
      'Chrome으로 씨나인에 접속해요.',
      '주소창 오른쪽의 ⋮ 메뉴를 눌러요.',
      '"홈 화면에 추가" 또는 "앱 설치"를 누르고 "설치"를 선택해요.',
      '홈 화면에 생긴 씨나인 아이콘으로 앱처럼 바로 열 수 있어요.',
    ],
  },
  {
    key: 'ios',
    label: '아이폰 · 아이패드',
    browser: 'Safari',
    steps: [
      'Safari로 씨나인에 접속해요. (다른 브라우저에서는 설치할 수 없어요)',
      '화면 아래(아이패드는 위)의 공유 버튼을 눌러요.',
      '목록을 내려 "홈 화면에 추가"를 선택해요.',
      '오른쪽 위 "추가"를 누르면 홈 화면에 씨나인 아이콘이 생겨요.',
    ],
  },
  {
    key: 'pc',
    label: 'PC',
    browser: 'Chrome 또는 Edge',
    steps: [
      'Chrome이나 Edge로 씨나인에 접속해요.',
      '주소창 오른쪽의 설치 아이콘(모니터 모양)을 눌러요.',
      '"설치"를 누르면 씨나인이 별도 창의 앱으로 열려요.',
      '바탕화면이나 시작 메뉴에서 언제든 다시 열 수 있어요.',
    ],
  },
];

export const guideKeyFor = (platform: Platform): InstallGuide['key'] =>
  platform === 'android' ? 'android' : platform === 'ios' ? 'ios' : 'pc';
