import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clampRating,
  isBlank,
  isPhoneNumber,
  isValidRange,
  keepRangeOrder,
  messages,
  normalizeOtp,
  uploadContentSchema,
  zNumber,
  zOptionalNumber,
  zPhone,
  zRange,
  zText,
} from '../../src/lib/validation';

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('messages', () => {
  it('are the SPEC sentences', () => {
    expect(messages.required('제목')).toBe('제목 항목은 필수입니다.');
    expect(messages.email('이메일')).toBe('이메일 항목은 올바른 이메일 형식이어야 합니다.');
    expect(messages.min('닉네임', 2)).toBe('닉네임 항목은 최소 2자 이상이어야 합니다.');
    expect(messages.max('닉네임', 12)).toBe('닉네임 항목은 최대 12자 이하여야 합니다.');
    expect(messages.numberMin(1)).toBe('최소 1 이상');
    expect(messages.numberMax(10)).toBe('최대 10 이하');
    expect(messages.numberType('포인트', true)).toBe('포인트 항목은 필수입니다.');
    expect(messages.numberType('포인트', false)).toBe('포인트 항목은 항상 숫자여야 합니다.');
  });
});

describe('isBlank', () => {
  it('is null, undefined or whitespace only', () => {
    expect([null, undefined, '', '  \n\t'].every(isBlank)).toBe(true);
    expect([0, 'a', ' a ', false, []].some(isBlank)).toBe(false);
  });
});

describe('phone pattern', () => {
  it('accepts Korean mobile numbers with optional dot or hyphen', () => {
    for (const ok of ['01012345678', '010-1234-5678', '011.123.4567', '016-123-4567', '019.1234.5678']) {
      expect(isPhoneNumber(ok), ok).toBe(true);
    }
  });
  it('refuses other prefixes and lengths', () => {
    for (const bad of [
      '01212345678',
      '01512345678',
      '02-123-4567',
      '010-12-5678',
      '010-1234-567',
      '010 1234 5678',
    ]) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });
  it('zPhone reports a Korean message and allows blank when optional', () => {
    expect(firstMessage(zPhone('연락처'), '0101234')).toBe(
      '연락처 항목은 올바른 휴대폰 번호 형식이어야 합니다.',
    );
    expect(firstMessage(zPhone('연락처'), '')).toBe('연락처 항목은 필수입니다.');
    expect(zPhone('연락처', false).parse('')).toBe('');
  });
});

describe('zText', () => {
  const title = zText('제목', { required: true, min: 2, max: 5 });
  it('reports required for blank and missing values', () => {
    expect(firstMessage(title, '   ')).toBe('제목 항목은 필수입니다.');
    expect(firstMessage(title, undefined)).toBe('제목 항목은 필수입니다.');
    expect(firstMessage(title, null)).toBe('제목 항목은 필수입니다.');
  });
  it('checks min and max on the trimmed value, counting characters', () => {
    expect(firstMessage(title, ' 가 ')).toBe('제목 항목은 최소 2자 이상이어야 합니다.');
    expect(firstMessage(title, '가나다라마바')).toBe('제목 항목은 최대 5자 이하여야 합니다.');
    expect(title.parse(' 😀😀 ')).toBe('😀😀');
  });
  it('lets an optional blank field through as an empty string', () => {
    expect(zText('소개', { min: 3 }).parse('  ')).toBe('');
  });
  it('checks e-mail format', () => {
    const email = zText('이메일', { required: true, email: true });
    expect(firstMessage(email, 'nope@')).toBe('이메일 항목은 올바른 이메일 형식이어야 합니다.');
    expect(email.parse(' crew@example.com ')).toBe('crew@example.com');
  });
});

describe('zNumber', () => {
  const point = zNumber('포인트', { min: 1, max: 1000 });
  it('says required when blank or NaN (an empty number input)', () => {
    expect(firstMessage(point, '')).toBe('포인트 항목은 필수입니다.');
    expect(firstMessage(point, Number.NaN)).toBe('포인트 항목은 필수입니다.');
    expect(firstMessage(point, undefined)).toBe('포인트 항목은 필수입니다.');
  });
  it('says must be a number otherwise', () => {
    expect(firstMessage(point, '12a')).toBe('포인트 항목은 항상 숫자여야 합니다.');
    expect(firstMessage(point, Number.POSITIVE_INFINITY)).toBe('포인트 항목은 항상 숫자여야 합니다.');
  });
  it('checks bounds with the short number messages', () => {
    expect(firstMessage(point, 0)).toBe('최소 1 이상');
    expect(firstMessage(point, '1,001')).toBe('최대 1000 이하');
    expect(point.parse(' 1,000 ')).toBe(1000);
  });
  it('optional numbers turn blank into null', () => {
    expect(zOptionalNumber('나이').parse('')).toBeNull();
    expect(zOptionalNumber('나이', { max: 3 }).parse('2')).toBe(2);
    expect(firstMessage(zOptionalNumber('나이'), 'x')).toBe('나이 항목은 항상 숫자여야 합니다.');
  });
});

describe('zodResolver with these helpers', () => {
  it('hands react-hook-form exactly the SPEC messages', async () => {
    const schema = z.object({
      title: zText('제목', { required: true, max: 3 }),
      count: zNumber('개수', { min: 1 }),
    });
    const resolver = zodResolver(schema);
    const result = await resolver({ title: '가나다라', count: '0' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.title?.message).toBe('제목 항목은 최대 3자 이하여야 합니다.');
    expect(result.errors.count?.message).toBe('최소 1 이상');
    const ok = await resolver({ title: ' 가 ', count: '2' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok.values).toEqual({ title: '가', count: 2 });
  });
});

describe('upload content', () => {
  it('is required, 1 to 100 characters', () => {
    expect(firstMessage(uploadContentSchema, { content: '' })).toBe('내용 항목은 필수입니다.');
    expect(firstMessage(uploadContentSchema, { content: 'a'.repeat(101) })).toBe(
      '내용 항목은 최대 100자 이하여야 합니다.',
    );
    expect(uploadContentSchema.parse({ content: '영상' })).toEqual({ content: '영상' });
  });
});

describe('OTP, rating and range', () => {
  it('keeps 6 digits of a pasted code', () => {
    expect(normalizeOtp('12 34-56 78')).toBe('123456');
    expect(normalizeOtp('a1b2')).toBe('12');
    expect(normalizeOtp('987654321', 4)).toBe('9876');
  });
  it('clamps the rating to 0..length', () => {
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(3.5)).toBe(3.5);
    expect(clampRating(8, 10)).toBe(8);
    expect(clampRating(Number.NaN)).toBe(0);
  });
  it('never lets the lower value pass the upper one', () => {
    expect(isValidRange([1, 1])).toBe(true);
    expect(isValidRange([2, 1])).toBe(false);
    expect(keepRangeOrder([5, 3], 'lower')).toEqual([3, 3]);
    expect(keepRangeOrder([5, 3], 'upper')).toEqual([5, 5]);
    expect(keepRangeOrder([1, 3], 'upper')).toEqual([1, 3]);
    expect(firstMessage(zRange('가격'), [5, 3])).toBe('가격 항목의 최솟값은 최댓값보다 클 수 없습니다.');
    expect(zRange('가격').parse(['1', '2'])).toEqual([1, 2]);
  });
});
