/** Omok's rules (renju for black), one module for the page, its computer player and the server. */
export * from './board';
export * from './game';
export * from './renju';
