/**
 * Every table, for drizzle-kit (migrations) and the typed database. Each module keeps its tables in
 * its own `tables.ts`; a new module adds one line here.
 */
export * from '../modules/alert/tables';
export * from '../modules/audit/tables';
export * from '../modules/blacklist/tables';
export * from '../modules/block/tables';
export * from '../modules/bnet/tables';
export * from '../modules/board/tables';
export * from '../modules/contact/tables';
export * from '../modules/crew/tables';
export * from '../modules/draw/tables';
export * from '../modules/dusan/tables';
export * from '../modules/excel/tables';
export * from '../modules/file/tables';
export * from '../modules/game/tables';
export * from '../modules/game-match/tables';
export * from '../modules/kartrider/tables';
export * from '../modules/live-location/tables';
export * from '../modules/lottery/tables';
export * from '../modules/notification/tables';
export * from '../modules/ops/tables';
export * from '../modules/point/tables';
export * from '../modules/point-drop/tables';
export * from '../modules/push/tables';
export * from '../modules/reward/tables';
export * from '../modules/social/tables';
export * from '../modules/soop/tables';
export * from '../modules/soop-chat/tables';
export * from '../modules/starcraft/tables';
export * from '../modules/store/tables';
export * from '../modules/user/tables';
export * from '../plugins/write-limit/tables';
export * from './core-tables';
