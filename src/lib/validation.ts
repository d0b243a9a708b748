import { z } from 'zod';

/** The form messages of SPEC section 5, word for word. */
export const messages = {
  required: (label: string) => `${label} 항목은 필수입니다.`,
  email: (label: string) => `${label} 항목은 올바른 이메일 형식이어야 합니다.`,
  min: (label: string, min: number) => `${label} 항목은 최소 ${min}자 이상이어야 합니다.`,
  max: (label: string, max: number) => `${label} 항목은 최대 ${max}자 이하여야 합니다.`,
  numberMin: (min: number) => `최소 ${min} 이상`,
  numberMax: (max: number) => `최대 ${max} 이하`,
  /** A blank number field is "required"; anything else that is not a number "must be a number". */
  numberType: (label: string, blank: boolean) =>
    blank ? messages.required(label) : `${label} 항목은 항상 숫자여야 합니다.`,
  range: (label: string) => `${label} 항목의 최솟값은 최댓값보다 클 수 없습니다.`,
} as const;

/** Starts with 01, then 0, 1 or 6-9, optional separator, 3-4 digits, optional separator, 4 digits. */
export const PHONE_PATTERN = /^01[016-9][.-]?\d{3,4}[.-]?\d{4}$/;

export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/** Blank means null, undefined or a whitespace-only string. */
export const isBlank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * What a form control hands over, typed for react-hook-form but not checked here: the field's
 * own transform turns anything else into the SPEC message instead of zod's English default.
 */
const fieldInput = <T>() => z.custom<T | null | undefined>(() => true);

/** Characters as a person counts them: an emoji or a composed Hangul syllable is one. */
const lengthOf = (value: string): number => Array.from(value).length;

export interface TextRule {
  required?: boolean;
  min?: number;
  max?: number;
  email?: boolean;
}

/**
 * A string field with the SPEC messages. A blank optional field is valid (and becomes ''),
 * so `min` only applies once something was typed. Values are trimmed.
 */
export function zText(label: string, rule: TextRule = {}) {
  return fieldInput<string>()
    .transform((raw) => String(raw ?? '').trim())
    .superRefine((value, ctx) => {
      if (value === '') {
        if (rule.required) ctx.addIssue({ code: 'custom', message: messages.required(label) });
        return;
      }
      const length = lengthOf(value);
      if (rule.min !== undefined && length < rule.min) {
        ctx.addIssue({ code: 'custom', message: messages.min(label, rule.min) });
      }
      if (rule.max !== undefined && length > rule.max) {
        ctx.addIssue({ code: 'custom', message: messages.max(label, rule.max) });
      }
      if (rule.email && !z.regexes.email.test(value)) {
        ctx.addIssue({ code: 'custom', message: messages.email(label) });
      }
    });
}

export interface NumberRule {
  min?: number;
  max?: number;
}

/** Number from an input: '1,000' and ' 12 ' are numbers, NaN (an empty number input) is blank. */
function readNumber(raw: unknown): { blank: true } | { blank: false; value: number } {
  if (isBlank(raw) || (typeof raw === 'number' && Number.isNaN(raw))) return { blank: true };
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.replaceAll(',', '')) : NaN;
  return { blank: false, value };
}

/** Bounds messages: checked only once the value is a number. */
function checkBounds(value: number, rule: NumberRule, ctx: z.RefinementCtx): void {
  if (rule.min !== undefined && value < rule.min) {
    ctx.addIssue({ code: 'custom', message: messages.numberMin(rule.min) });
  }
  if (rule.max !== undefined && value > rule.max) {
    ctx.addIssue({ code: 'custom', message: messages.numberMax(rule.max) });
  }
}

/** A required number field: accepts numbers and numeric strings from inputs, outputs a number. */
export const zNumber = (label: string, rule: NumberRule = {}) =>
  fieldInput<string | number>().transform((raw, ctx): number => {
    const read = readNumber(raw);
    if (read.blank || !Number.isFinite(read.value)) {
      ctx.addIssue({ code: 'custom', message: messages.numberType(label, read.blank) });
      return z.NEVER;
    }
    checkBounds(read.value, rule, ctx);
    return read.value;
  });

/** An optional number field: blank becomes null. */
export const zOptionalNumber = (label: string, rule: NumberRule = {}) =>
  fieldInput<string | number>().transform((raw, ctx): number | null => {
    const read = readNumber(raw);
    if (read.blank) return null;
    if (!Number.isFinite(read.value)) {
      ctx.addIssue({ code: 'custom', message: messages.numberType(label, false) });
      return z.NEVER;
    }
    checkBounds(read.value, rule, ctx);
    return read.value;
  });

/** Phone number field with the SPEC pattern. */
export const zPhone = (label: string, required = true) =>
  zText(label, { required }).superRefine((value, ctx) => {
    if (value !== '' && !isPhoneNumber(value)) {
      ctx.addIssue({ code: 'custom', message: `${label} 항목은 올바른 휴대폰 번호 형식이어야 합니다.` });
    }
  });

/** The upload modal's content field (SPEC section 5): required, 1 to 100 characters. */
export const uploadContentSchema = z.object({ content: zText('내용', { required: true, min: 1, max: 100 }) });

export const OTP_LENGTH = 6;

/** Digits only, cut to length: what a pasted "123 456" or "12-34-56-78" becomes. */
export const normalizeOtp = (input: string, length = OTP_LENGTH): string =>
  input.replace(/\D/g, '').slice(0, length);

export const DEFAULT_RATING_LENGTH = 5;

/** Rating clamped to 0..length; anything not a number counts as 0. */
export function clampRating(value: number, length = DEFAULT_RATING_LENGTH): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), length);
}

export type Range = readonly [lower: number, upper: number];

export const isValidRange = ([lower, upper]: Range): boolean => lower <= upper;

/**
 * Range slider rule: the lower thumb never passes the upper one. The thumb that moved stops at
 * the other, so dragging one never shifts the other.
 */
export function keepRangeOrder([lower, upper]: Range, moved: 'lower' | 'upper'): Range {
  if (lower <= upper) return [lower, upper];
  return moved === 'lower' ? [upper, upper] : [lower, lower];
}

/** A [lower, upper] pair for forms, with the range message on the pair. */
export const zRange = (label: string) =>
  z
    .tuple([zNumber(label), zNumber(label)])
    .refine((range) => isValidRange(range), { message: messages.range(label) });
