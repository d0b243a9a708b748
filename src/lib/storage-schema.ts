import { z } from 'zod';

/**
 * What each local-storage category holds (SPEC section 3). Every field carries its own default
 * through `.catch`, so one corrupt field falls back alone and the rest of the record survives.
 * Categories whose fields the SPEC does not name are loose JSON objects for now; the feature
 * that first stores something there gives it a schema here.
 */

const flag = (fallback: boolean) => z.boolean().catch(fallback);
const timestamp = z.number().nullable().catch(null);
const looseObject = z.record(z.string(), z.unknown()).catch({});

export const NotificationPrefs = z
  .object({
    /** Toast for new notifications. */
    notification: flag(true),
    /** Live-broadcast alerts and their socket subscription. */
    live: flag(true),
    /** Streamer-notice alerts and their socket subscription. */
    notice: flag(true),
    appSettings: z.object({ enable: flag(true) }).catch({ enable: true }),
  })
  .catch({ notification: true, live: true, notice: true, appSettings: { enable: true } });

export const UserPrefs = z
  .object({
    /** When the "link your streaming account" prompt was last shown. */
    afreecaAuthCheckTime: timestamp,
  })
  .catch({ afreecaAuthCheckTime: null });

/** Present only while the user's choice differs from the system preference (SPEC section 4). */
export const DarkModeChoice = z.object({ initAt: z.number(), value: z.boolean() }).nullable().catch(null);
export type DarkModeChoice = z.infer<typeof DarkModeChoice>;

export const CommonPrefs = z
  .object({
    /** Sent as the device-id header; made once per browser profile. */
    deviceId: z.string().min(1).nullable().catch(null),
    miniSidebar: flag(false),
    /** null: not chosen, the layout default applies. */
    liveDrawer: z.boolean().nullable().catch(null),
    horizontalLayout: flag(true),
    /** Content kept to a readable width on wide screens (SPEC section 2: on by default). */
    boxed: flag(true),
    helpPwaInstallCount: z.number().int().min(0).catch(0),
    helpPwaInstallAt: timestamp,
  })
  .catch({
    deviceId: null,
    miniSidebar: false,
    liveDrawer: null,
    horizontalLayout: true,
    boxed: true,
    helpPwaInstallCount: 0,
    helpPwaInstallAt: null,
  });
export type CommonPrefs = z.infer<typeof CommonPrefs>;

export const PopupPrefs = z
  .object({ humorEventAt: timestamp, eventSoopVodAt: timestamp })
  .catch({ humorEventAt: null, eventSoopVodAt: null });

/** Lottery event id → when "do not show again today" was ticked. Bad entries are dropped. */
export const LotteryDismissals = looseObject.transform((record) =>
  Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  ),
);

/** `/timeline`: the newest entry the reader has seen (its createdAt), so later ones are marked new. */
export const TimelinePrefs = z.object({ seenAt: timestamp }).catch({ seenAt: null });

export const VersionRecord = z
  .object({ version: z.string().nullable().catch(null) })
  .catch({ version: null });

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
] as const;
export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

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
} as const satisfies Record<StorageCategory, z.ZodType>;

export type StoredValue<C extends StorageCategory> = z.output<(typeof storageSchemas)[C]>;

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
