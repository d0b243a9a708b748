/**
 * What each local-storage category holds (SPEC section 3), and how a stored value is read back.
 *
 * No schema library here, on purpose: this module is read on every first page, and the one the
 * workers and forms use (26 KB gzip) would come with it. Each category is instead a reader
 * `(json: unknown) => T` built from the small field readers below. Every field carries its own
 * default, so one corrupt field falls back alone and the rest of the record survives; a value
 * that is not an object at all (or JSON that did not parse, read as undefined) reads as all the
 * defaults. Only the known fields are kept. Categories whose fields the SPEC does not name are
 * loose JSON objects for now; the feature that first stores something there gives it a reader
 * here.
 */

/** Reads one stored value. Never throws: anything unexpected reads as a default. */
export type Reader<T> = (json: unknown) => T;

/** What JSON.parse makes of `{…}`: not null, not an array, not a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A finite number (JSON.parse reads `1e999` as Infinity). */
const isNumber = (json: unknown): json is number => typeof json === 'number' && Number.isFinite(json);

const flag =
  (fallback: boolean): Reader<boolean> =>
  (json) =>
    typeof json === 'boolean' ? json : fallback;
const nullableBoolean: Reader<boolean | null> = (json) => (typeof json === 'boolean' ? json : null);
const timestamp: Reader<number | null> = (json) => (isNumber(json) ? json : null);
/** A whole number of times, 0 or more. */
const count: Reader<number> = (json) =>
  typeof json === 'number' && Number.isSafeInteger(json) && json >= 0 ? json : 0;
const nullableString: Reader<string | null> = (json) => (typeof json === 'string' ? json : null);
const nonEmptyStringOrNull: Reader<string | null> = (json) =>
  typeof json === 'string' && json.length > 0 ? json : null;

/** The object's own entries; a `__proto__` key is dropped so it can never become a prototype. */
const entriesOf = (json: unknown): [string, unknown][] =>
  isPlainObject(json) ? Object.entries(json).filter(([key]) => key !== '__proto__') : [];

/** Any JSON object, copied; anything else reads as `{}`. */
const looseObject: Reader<Record<string, unknown>> = (json) => Object.fromEntries(entriesOf(json));

type Fields = Record<string, Reader<unknown>>;
type RecordOf<F extends Fields> = { -readonly [K in keyof F]: ReturnType<F[K]> };

/**
 * An object of exactly these fields, each read by its own reader (unknown keys are dropped).
 * A value that is not an object reads as every field's default, as if all were missing.
 */
function record<F extends Fields>(fields: F): Reader<RecordOf<F>> {
  return (json) => {
    const source: Record<string, unknown> = isPlainObject(json) ? json : {};
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields)) result[key] = read(source[key]);
    // Every key of `fields` was set above, each to what its own reader returned.
    return result as RecordOf<F>;
  };
}

export const NotificationPrefs = record({
  /** Toast for new notifications. */
  notification: flag(true),
  /** Live-broadcast alerts and their socket subscription. */
  live: flag(true),
  /** Streamer-notice alerts and their socket subscription. */
  notice: flag(true),
  appSettings: record({ enable: flag(true) }),
});

export const UserPrefs = record({
  /** When the "link your streaming account" prompt was last shown. */
  afreecaAuthCheckTime: timestamp,
});

/**
 * Present only while the user's choice differs from the system preference (SPEC section 4).
 * All or nothing: with any field missing or wrong, there is no choice (null).
 */
export const DarkModeChoice: Reader<{ initAt: number; value: boolean } | null> = (json) =>
  isPlainObject(json) && isNumber(json.initAt) && typeof json.value === 'boolean'
    ? { initAt: json.initAt, value: json.value }
    : null;
export type DarkModeChoice = ReturnType<typeof DarkModeChoice>;

export const CommonPrefs = record({
  /** Sent as the device-id header; made once per browser profile. */
  deviceId: nonEmptyStringOrNull,
  miniSidebar: flag(false),
  /** null: not chosen, the layout default applies. */
  liveDrawer: nullableBoolean,
  horizontalLayout: flag(true),
  /** Content kept to a readable width on wide screens (SPEC section 2: on by default). */
  boxed: flag(true),
  helpPwaInstallCount: count,
  helpPwaInstallAt: timestamp,
});
export type CommonPrefs = ReturnType<typeof CommonPrefs>;

export const PopupPrefs = record({ humorEventAt: timestamp, eventSoopVodAt: timestamp });

/** Lottery event id → when "do not show again today" was ticked. Bad entries are dropped. */
export const LotteryDismissals: Reader<Record<string, number>> = (json) =>
  Object.fromEntries(
    entriesOf(json).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );

/** `/timeline`: the newest entry the reader has seen (its createdAt), so later ones are marked new. */
export const TimelinePrefs = record({ seenAt: timestamp });

export const VersionRecord = record({ version: nullableString });

const serviceState: Reader<'live' | 'simulated' | 'off' | null> = (json) =>
  json === 'live' || json === 'simulated' || json === 'off' ? json : null;

/**
 * What the server last said of itself (`src/contract/services.ts`): whether it is the demo, and
 * which outside services are real, simulated or off. Null fields: not known yet on this device.
 */
export const ServicesRecord = record({
  demo: nullableBoolean,
  soop: serviceState,
  soopChat: serviceState,
  bnet: serviceState,
  naver: serviceState,
  kakao: serviceState,
  afreecatv: serviceState,
  soopSimulatorHere: flag(false),
});
export type ServicesRecord = ReturnType<typeof ServicesRecord>;

/** The categories of SPEC section 3, in its order. */
export const STORAGE_CATEGORIES = [
  'version',
  'live',
  'starcraft',
  'tier',
  'academy',
  'game',
  'timeline',
  'notification',
  'user',
  'darkmode',
  'board',
  'hintview',
  'common',
  'event',
  'popup',
  'lottery',
  'store',
  'userBlock',
  'video',
  'vertical_sidebar',
  'game_match',
  'storage_token',
  'boardFeedPreference',
  // Not SPEC's: the server's mode and services, kept so the demo mark and the offered logins paint at once.
  'services',
] as const;
export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

/** Each category's reader: `storageSchemas[category](JSON.parse(raw))`. */
export const storageSchemas = {
  version: VersionRecord,
  live: looseObject,
  starcraft: looseObject,
  tier: looseObject,
  academy: looseObject,
  game: looseObject,
  timeline: TimelinePrefs,
  notification: NotificationPrefs,
  user: UserPrefs,
  darkmode: DarkModeChoice,
  board: looseObject,
  hintview: looseObject,
  common: CommonPrefs,
  event: looseObject,
  popup: PopupPrefs,
  lottery: LotteryDismissals,
  store: looseObject,
  userBlock: looseObject,
  video: looseObject,
  vertical_sidebar: looseObject,
  game_match: looseObject,
  storage_token: looseObject,
  boardFeedPreference: looseObject,
  services: ServicesRecord,
} as const satisfies Record<StorageCategory, Reader<unknown>>;

export type StoredValue<C extends StorageCategory> = ReturnType<(typeof storageSchemas)[C]>;

/** Kept per account so a shared phone never mixes two people's settings (SPEC section 3). */
export const PER_USER_CATEGORIES: ReadonlySet<StorageCategory> = new Set<StorageCategory>([
  'notification',
  'user',
  'board',
  'event',
  'lottery',
  'store',
  'userBlock',
  'storage_token',
]);
