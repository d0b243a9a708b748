/**
 * Nickname rules shared by the forms and the server: a nickname is read as NFKC text, may not hide
 * characters (zero-width, bidi controls, Hangul fillers) and may not pass for a staff member.
 */

/**
 * Characters that show nothing or reorder what is shown: controls and format characters (zero-width
 * spaces and joiners, bidi overrides and isolates, BOM), private use, lone surrogates, line and
 * paragraph separators, Hangul fillers and the blank braille pattern.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0\u2800]/u;

/** Spaces other than the plain one (NFKC already turns most of them into it). */
const ODD_SPACE = /[^\S ]/u;

export const hasHiddenCharacters = (value: string): boolean => HIDDEN.test(value) || ODD_SPACE.test(value);

/** Staff titles nobody may take as a nickname, in Korean and English. */
export const STAFF_TITLES = [
  '관리자',
  '운영자',
  '운영진',
  '운영팀',
  '매니저',
  '어드민',
  'admin',
  'administrator',
  'manager',
  'operator',
  'moderator',
  'staff',
] as const;

/** Letters from other scripts (and digits) that read as Latin letters. */
const LOOKALIKE: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  м: 'm',
  н: 'h',
  т: 't',
  к: 'k',
  α: 'a',
  ο: 'o',
  ι: 'i',
  ν: 'v',
  ε: 'e',
  τ: 't',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
};

/**
 * What a nickname looks like, for comparing look-alikes: NFKC, lower case, look-alike letters
 * mapped to Latin ones, `i` read as `l`, and everything but letters dropped (so `A.D.M.I.N`,
 * `ａｄｍｉｎ` and `관리 자` read as the title they imitate). Digits are read both ways: as the
 * letters they imitate (`4dm1n`) and as an added number (`admin_01`).
 */
export function nicknameSkeletons(value: string): string[] {
  const lower = value.normalize('NFKC').toLowerCase();
  const read = (keepDigitLookalikes: boolean) =>
    Array.from(lower)
      .map((c) => (/\d/.test(c) && !keepDigitLookalikes ? '' : (LOOKALIKE[c] ?? c)))
      .join('')
      .replace(/[^\p{L}]/gu, '')
      .replaceAll('i', 'l');
  return [...new Set([read(true), read(false)])];
}

/** True when the two names read alike in any of their readings. */
export const nicknamesLookAlike = (a: string, b: string): boolean => {
  const others = nicknameSkeletons(b);
  return nicknameSkeletons(a).some((s) => s !== '' && others.includes(s));
};

const TITLE_SKELETONS = STAFF_TITLES.flatMap(nicknameSkeletons);
const KOREAN_TITLE_SKELETONS = TITLE_SKELETONS.filter((t) => /\p{Script=Hangul}/u.test(t));

/**
 * A Korean title anywhere in the name (관리자님, 공식운영자) or a whole English one (admin_01,
 * ADMIN): `badminton` stays allowed.
 */
export function imitatesStaffTitle(value: string): boolean {
  return nicknameSkeletons(value).some(
    (skeleton) =>
      TITLE_SKELETONS.includes(skeleton) || KOREAN_TITLE_SKELETONS.some((t) => skeleton.includes(t)),
  );
}

export const nicknameMessages = {
  hidden: '닉네임에 보이지 않는 문자나 방향 제어 문자는 쓸 수 없습니다.',
  staff: '운영진으로 오해할 수 있는 닉네임은 쓸 수 없습니다.',
} as const;
