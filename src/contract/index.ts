// First-page code imports the plain modules (roles, paths, product, names, tiers...) by their
// path, not through this index: the index brings every schema, and zod with them.
export * from './alerts';
export * from './api-paths';
export * from './audit';
export * from './blacklist';
export * from './block';
export * from './board';
export * from './board-admin';
export * from './check-in';
export * from './client-error-limits';
export * from './common';
export * from './contact';
export * from './draw';
export * from './dusan';
export * from './endpoint';
export * from './excel';
export * from './file';
export * from './live-location';
export * from './lottery';
export * from './member';
export * from './mime';
export * from './nickname';
export * from './notification';
export * from './ops';
export * from './point';
export * from './point-drop';
export * from './product';
export * from './push';
export * from './rank';
export * from './rank-tiers';
export * from './ranking';
export * from './ranking-periods';
export * from './reward';
export * from './roles';
export * from './services';
// './social' is imported by its path: only the lazy social pages need it, not the first load.
export * from './soop';
export * from './soop-broad';
export * from './sport-match';
// './soop-chat' is imported by its path: only the lazy clip-request pages and popup need it.
export * from './store';
export * from './topic-bodies';
export * from './topic-paths';
export * from './topics';
export * from './user';
// The schema `Role` (./user) over the plain list's type of the same name (./roles).
export { Role } from './user';
