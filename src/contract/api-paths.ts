/**
 * Every HTTP path of the API, named once. The server registers these patterns as they are
 * (Fastify's `:param` syntax); the client and the worker build concrete paths with `apiPath`.
 * A route that is not here does not exist: add its entry before its handler.
 */
export const apiRoutes = {
  health: '/api/actuator/health',
  activeSockets: '/api/actuator/active-websocket-sessions',
  logError: '/api/v1/log/error',
  logPageView: '/api/v1/log/page-view',
  /** The OpenAPI document of the declared endpoints (`API_DOCS`). */
  apiDocs: '/api/docs',
  /** The running release, outside /api/ so the session check never runs before it. */
  version: '/version.json',
  /** Which outside services are real, simulated (the demo) or off on this server. */
  services: '/api/v1/p/services',
  /** A live broadcast's thumbnail: the platform's image, or the simulator's own in the demo. */
  liveImage: '/api/v1/p/afreecatv/live-image/:broadNo',
  /** The SOOP simulator's station logos (the demo only). */
  demoStationLogo: '/api/v1/p/demo/station-logo/:userId',

  login: '/api/v1/login',
  logout: '/api/v1/logout',
  register: '/api/v1/user/register',
  me: '/api/v1/user/me',
  meStatus: '/api/v1/user/me/status',
  meDeviceId: '/api/v1/user/me/device-id',
  mePassword: '/api/v1/user/me/password',
  meWithdraw: '/api/v1/user/me/withdraw',
  meProfileImage: '/api/v1/user/me/profile-image',
  mePoint: '/api/v1/user/me/point',
  userPoint: '/api/v1/user/user-point',
  mePointStat: '/api/v1/user/me/point-stat',
  mePointHistoryTable: '/api/v1/user/me/point/history/table',
  pointHistoryTable: '/api/v1/user/point/history/table',
  sendPoint: '/api/v1/user/send-point',
  meCheckIn: '/api/v1/user/me/event-check-in',
  meCheckedIn: '/api/v1/user/me/checked-in',
  checkInRank: '/api/v1/event/check-in-point-rank',
  roulette: '/api/v1/event/roulette',
  rouletteSpin: '/api/v1/event/roulette/spin',
  rouletteSeed: '/api/v1/event/roulette/seed',
  dreamTickets: '/api/v1/p/dream-ticket',
  dreamTicket: '/api/v1/p/dream-ticket/:id',
  dreamTicketEntries: '/api/v1/p/dream-ticket/:id/entries',
  dreamTicketBuy: '/api/v1/dream-ticket/:id/ticket',
  adminDreamTickets: '/api/v1/admin/dream-ticket',
  lotteries: '/api/v1/p/lottery',
  lotteryEntries: '/api/v1/p/lottery/:id/entries',
  lotteryEnter: '/api/v1/lottery/:id/entry',
  meLotteryEntries: '/api/v1/user/me/lottery',
  adminLotteries: '/api/v1/admin/lottery',
  pointDrops: '/api/v1/point-drop',
  pointDropsActive: '/api/v1/point-drop/active',
  pointDropPackets: '/api/v1/point-drop/:id/packets',
  pointDropCatch: '/api/v1/point-drop/:id/catch',
  adminPointDrops: '/api/v1/admin/point-drop',
  adminPointDropClose: '/api/v1/admin/point-drop/:id/close',
  pointDropRank: '/api/v1/rank/point-drop',
  dusanBoard: '/api/v1/p/dusan',
  dusanCheer: '/api/v1/p/dusan/:id/cheer',
  dusanPrediction: '/api/v1/dusan/:id/prediction',
  dusanBallot: '/api/v1/dusan/vote/:id',
  adminDusan: '/api/v1/admin/dusan',
  adminDusanScore: '/api/v1/admin/dusan/:id/score',
  adminDusanCancel: '/api/v1/admin/dusan/:id/cancel',
  adminDusanVote: '/api/v1/admin/dusan/:id/vote',
  adminDusanVoteClose: '/api/v1/admin/dusan/vote/:id/close',
  excelSessions: '/api/v1/p/excel',
  excelBoard: '/api/v1/p/excel/:id',
  excelCreate: '/api/v1/excel',
  excelUpdate: '/api/v1/excel/:id',
  excelRound: '/api/v1/excel/:id/round',
  excelCorrection: '/api/v1/excel/:id/correction',
  excelClose: '/api/v1/excel/:id/close',
  adminExcel: '/api/v1/admin/excel',
  adminExcelDetail: '/api/v1/admin/excel/:id',
  excelSignatures: '/api/v1/p/excel/signature',
  excelSignature: '/api/v1/excel/signature/:stationUserId',
  excelDonationRank: '/api/v1/rank/excel-donation',
  signatureRank: '/api/v1/p/rank/signature',
  adminBoardOverview: '/api/v1/admin/board',
  /** The record of staff actions (`src/contract/audit.ts`), for admins. */
  adminStaffActions: '/api/v1/admin/staff-action',
  meContacts: '/api/v1/user/me/contact',
  visitorContacts: '/api/v1/p/contact',
  meContact: '/api/v1/user/me/contact/:id',
  adminContacts: '/api/v1/admin/contact',
  adminContactAnswer: '/api/v1/admin/contact/:id/answer',
  mePointClaim: '/api/v1/user/me/point-claim',
  pointClaimCodes: '/api/v1/event/point-claim/code',
  pointClaimCodeClaimers: '/api/v1/event/point-claim/code/:id/claimer',
  rewardItems: '/api/v1/event/reward',
  rewardEntry: '/api/v1/event/reward/:id/entry',
  meRewardEntries: '/api/v1/user/me/reward',
  rewardAdminItems: '/api/v1/reward-giftshow/item',
  rewardAdminItem: '/api/v1/reward-giftshow/item/:id',
  rewardWinners: '/api/v1/reward-giftshow/winner',
  rewardDelivery: '/api/v1/reward-giftshow/winner/:id/delivery',
  memberBadges: '/api/v1/p/user/badge',
  memberProfile: '/api/v1/p/user/:id/profile',
  rightIcon: '/api/v1/user/right-icon',
  meSetting: '/api/v1/user/me/setting/:name',
  meMobileDevice: '/api/v1/user/me/mobile-device',
  mePushSubscription: '/api/v1/user/me/push-subscription',
  pushPublicKey: '/api/v1/push/vapid-public-key',
  userTable: '/api/v1/user/table',
  userDirectory: '/api/v1/admin/user',
  boardRole: '/api/v1/user/board/role',

  /** Social login: the provider flow (server side), then the page's calls (SPEC section 7). */
  socialAuthorize: '/api/v1/social/:provider/authorize',
  socialCallback: '/api/v1/social/:provider/callback',
  socialLogin: '/api/v1/social/:provider',
  socialRegister: '/api/v1/social/register',
  socialToken: '/api/v1/social/token',
  meSocial: '/api/v1/user/me/social/:provider',

  meSoopUserId: '/api/v1/user/me/afreecatv/user-id',
  meSoopCode: '/api/v1/user/me/afreecatv/code',
  meSoopCodeVerify: '/api/v1/user/me/afreecatv/code-verify',
  userSoopUserId: '/api/v1/user/:id/afreecatv-user-id',
  userSoopLink: '/api/v1/user/:id/afreecatv',

  keywordAlerts: '/api/v1/user/me/alert/keyword',
  keywordAlert: '/api/v1/user/me/alert/keyword/:id',
  alertSubscriptions: '/api/v1/user/me/alert/subscribe',
  alertSubscription: '/api/v1/user/me/alert/subscribe/:id',

  blocks: '/api/v1/user/me/block',
  blockTable: '/api/v1/user/me/block/table',
  blockLatestTime: '/api/v1/user/me/block/latest-time',
  blockExists: '/api/v1/user/me/block/exists/:id',
  block: '/api/v1/user/me/block/:id',

  notifications: '/api/v1/notification',
  notificationTable: '/api/v1/notification/table',
  notificationConfirmAll: '/api/v1/notification/confirm-all',
  notification: '/api/v1/notification/:id',

  boards: '/api/v1/p/board',
  boardTable: '/api/v1/p/board/table',
  boardLatestTime: '/api/v1/p/board/latest-time',
  board: '/api/v1/p/board/:id',
  allPostTable: '/api/v1/p/post/table',
  posts: '/api/v1/p/board/:boardId/post',
  postTable: '/api/v1/p/board/:boardId/post/table',
  post: '/api/v1/p/board/:boardId/post/:id',
  postLike: '/api/v1/p/board/:boardId/post/:id/like',
  comments: '/api/v1/p/post/:postId/comment',
  commentTable: '/api/v1/p/post/:postId/comment/table',
  comment: '/api/v1/p/post/:postId/comment/:id',

  stations: '/api/v1/p/afreecatv/station',
  stationTable: '/api/v1/p/afreecatv/station/table',
  notices: '/api/v1/p/afreecatv/notice',
  noticeTable: '/api/v1/p/afreecatv/notice/table',
  crewStations: '/api/v1/afreecatv/crew-station',
  crewStation: '/api/v1/afreecatv/crew-station/:userId',
  liveLocations: '/api/v1/afreecatv/live-location',
  liveLocation: '/api/v1/admin/live-location/:userId',

  /** The crew's chart and history (`src/contract/crew.ts`): read by anyone, edited by admins. */
  crewOrganization: '/api/v1/p/crew/organization',
  crewTimeline: '/api/v1/p/crew/timeline',
  adminCrewOrganization: '/api/v1/admin/crew/organization',
  adminCrewDepartments: '/api/v1/admin/crew/department',
  adminCrewDepartment: '/api/v1/admin/crew/department/:id',
  adminCrewDepartmentOrder: '/api/v1/admin/crew/department-order',
  adminCrewPeople: '/api/v1/admin/crew/person',
  adminCrewPerson: '/api/v1/admin/crew/person/:id',
  adminCrewTimeline: '/api/v1/admin/crew/timeline',
  adminCrewTimelineEntry: '/api/v1/admin/crew/timeline/:id',

  /** battle.net records of the crew's accounts (`src/contract/bnet.ts`): read by anyone, accounts edited by admins. */
  bnetBoard: '/api/v1/p/starcraft/bnet',
  adminBnetAccounts: '/api/v1/admin/starcraft/bnet/account',
  adminBnetAccount: '/api/v1/admin/starcraft/bnet/account/:id',
  /** The crew's KartRider tiers and track records (`src/contract/kartrider.ts`): read by anyone, edited by admins. */
  kartBoard: '/api/v1/p/kartrider',
  adminKartTiers: '/api/v1/admin/kartrider/tier',
  adminKartTier: '/api/v1/admin/kartrider/tier/:id',
  adminKartRecords: '/api/v1/admin/kartrider/record',
  adminKartRecord: '/api/v1/admin/kartrider/record/:id',

  /** Uploads (multipart) and the stored files, served by id. */
  files: '/api/v1/file',
  file: '/api/v1/file/:id',
  fileThumbnail: '/api/v1/file/:id/thumbnail',

  storeProducts: '/api/v1/p/store',
  storeProduct: '/api/v1/p/store/:id',
  storeProductWrite: '/api/v1/store',
  storeProductModify: '/api/v1/store/:id',
  storeProductStatus: '/api/v1/store/:id/status',
  storePurchase: '/api/v1/store/:id/purchase',
  /** Outside /api/ so the service worker keeps the images for reading offline. */
  emoticonImage: '/emoticon/:id',
  meStore: '/api/v1/user/me/store',
  meStoreTable: '/api/v1/user/me/store/table',
  meStoreLatestTime: '/api/v1/user/me/store/latest-time',
  meStoreOrder: '/api/v1/user/me/store/order',
  meStoreItem: '/api/v1/user/me/store/:id',

  pointRank: '/api/v1/rank/point',
  donationRank: '/api/v1/rank/donation',
  meDonationLatest: '/api/v1/user/me/donation/latest',
  soopVodRequests: '/api/v1/soop-vod-req',
  soopVodPopup: '/api/v1/p/soop-vod-req/popup',
  soopChatAdmin: '/api/v1/admin/soop-chat',
  soopChatMomentRequest: '/api/v1/admin/soop-chat/moment/:id/request',
  soopVodRequestStatus: '/api/v1/admin/soop-vod-req/:id/status',
  soopVodPopupAdmin: '/api/v1/admin/soop-vod-req/popup',

  blacklist: '/api/v1/user/blacklist',
  soopBlacklist: '/api/v1/user/soop-blacklist',
  userModeration: '/api/v1/user/:id/moderation',

  gameSeed: '/api/v1/game/seed',
  gameScore: '/api/v1/game/score',
  gameLeaderboard: '/api/v1/p/game/leaderboard',
  /** Online match rooms (src/contract/game-match.ts). */
  gameMatches: '/api/v1/p/game-match',
  gameMatch: '/api/v1/p/game-match/:id',
  gameMatchOpen: '/api/v1/game-match',
  gameMatchJoin: '/api/v1/game-match/:id/join',
  gameMatchWatch: '/api/v1/game-match/:id/watch',
  gameMatchLeave: '/api/v1/game-match/:id/leave',
  gameMatchResign: '/api/v1/game-match/:id/resign',
  gameMatchOmok: '/api/v1/game-match/:id/omok',
  gameMatchAlkkagi: '/api/v1/game-match/:id/alkkagi',

  /** StarCraft players, academy, records and league (`src/contract/starcraft*.ts`): read by anyone, edited by staff. */
  adminStarcraftPlayers: '/api/v1/admin/game/player',
  adminStarcraftPlayer: '/api/v1/admin/game/player/:id',
  adminStarcraftAcademies: '/api/v1/admin/game/academy',
  adminStarcraftAcademy: '/api/v1/admin/game/academy/:id',
  adminStarcraftAcademyRoster: '/api/v1/admin/game/academy/:id/players',
  starcraftRecord: '/api/v1/p/starcraft/record',
  starcraftMatches: '/api/v1/starcraft/match',
  starcraftMatch: '/api/v1/starcraft/match/:id',
  starcraftLeague: '/api/v1/p/starcraft/league',
  starcraftSeasons: '/api/v1/starcraft/league/season',
  starcraftSeason: '/api/v1/starcraft/league/season/:id',
  starcraftGroups: '/api/v1/starcraft/league/season/:id/group',
  adminStarcraftLeague: '/api/v1/admin/game/league',
  starcraftGroup: '/api/v1/starcraft/league/group/:id',
  starcraftEntryAccept: '/api/v1/starcraft/league/entry/:id/accept',
  starcraftLeagueMatches: '/api/v1/starcraft/league/match',
  starcraftLeagueMatch: '/api/v1/starcraft/league/match/:id',
  starcraftLeagueScore: '/api/v1/starcraft/league/match/:id/score',
  starcraftEntries: '/api/v1/p/starcraft/entry',
  starcraftEntry: '/api/v1/starcraft/entry',
  starcraftMyEntry: '/api/v1/starcraft/entry/:seasonId',
} as const;

export type ApiRoute = keyof typeof apiRoutes;

/** The `:name` segments of a pattern, as a union of names. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ApiParams<R extends ApiRoute> = Record<ParamNames<(typeof apiRoutes)[R]>, string | number>;

/** A concrete path: `apiPath('post', { boardId: 'free', id: 3 })` is `/api/v1/p/board/free/post/3`. */
export function apiPath<R extends ApiRoute>(
  route: R,
  ...[params]: ParamNames<(typeof apiRoutes)[R]> extends never ? [] : [ApiParams<R>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return apiRoutes[route].replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath(${route}): missing ${name}`);
    return encodeURIComponent(String(value));
  });
}
