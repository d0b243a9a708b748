import { boardListLanding } from './board/landing-page.ts';

/** Pages whose files the first page fetches ahead when it opens at their address (vite.config.ts). */
export const LANDING_PAGES: readonly { path: string; page: string }[] = [boardListLanding];
