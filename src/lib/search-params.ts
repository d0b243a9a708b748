/**
 * Route search parsers without zod. Every route's `validateSearch` runs on the first load (the
 * route tree is built eagerly), and zod there would add 26 KB gzip to it. Each parser takes one
 * raw value from the address and returns it checked, or `undefined` when it is missing or bad,
 * as zod's `.optional().catch(undefined)` did.
 */

/** Checks one raw search value: the value as the route sees it, or `undefined`. */
type ValueParser<T> = (value: unknown) => T | undefined;

/** What a route reads from its search: each declared key, optional, typed by its parser. */
type SearchOf<Shape extends Record<string, ValueParser<unknown>>> = {
  [Key in keyof Shape]?: ReturnType<Shape[Key]>;
};

/**
 * A route's `validateSearch`: the declared keys, each through its parser. A bad value drops out
 * (the rest of the address still counts); keys not declared are left out.
 */
export const searchOf =
  <Shape extends Record<string, ValueParser<unknown>>>(shape: Shape) =>
  (raw: Record<string, unknown>): SearchOf<Shape> => {
    const search: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(raw[key]);
      if (value !== undefined) search[key] = value;
    }
    return search as SearchOf<Shape>;
  };

/** One of the listed strings. */
export const oneOf =
  <const Choice extends string>(choices: readonly Choice[]): ValueParser<Choice> =>
  (value) =>
    choices.includes(value as Choice) ? (value as Choice) : undefined;

/** A whole number from 1 up, as a number or as digits (`?page=2`), like `z.coerce.number().int().min(1)`. */
export const positiveInt: ValueParser<number> = (value) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** A real boolean: the router reads `?popular=true` as `true`, and the string "true" does not count. */
export const trueOrFalse: ValueParser<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/**
 * A string of at most `max` characters; with `trim`, measured and kept without its outer spaces.
 * Without `max`, any string.
 */
export const text =
  ({
    max = Number.POSITIVE_INFINITY,
    trim = false,
  }: {
    max?: number;
    trim?: boolean;
  } = {}): ValueParser<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined;
    const kept = trim ? value.trim() : value;
    return kept.length <= max ? kept : undefined;
  };

/** Any UUID in the form zod's `z.string().uuid()` accepts (versions 1 to 8, and the nil and max ids). */
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const uuid: ValueParser<string> = (value) =>
  typeof value === 'string' && UUID_PATTERN.test(value) ? value : undefined;

/** A path inside the app (`/board/write`), never one that leaves it (`//evil.com`, `https://…`). */
export const inAppPath: ValueParser<string> = (value) =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : undefined;

/** Whatever the address holds, unchecked: for a key whose presence alone means something. */
export const anyValue: ValueParser<unknown> = (value) => value;
