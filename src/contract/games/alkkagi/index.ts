/** Alkkagi's rules and physics, one module for the page and the server (PRODUCT.md "Games"). */
export * from './computer';
export * from './game';
export * from './physics';
