/** The apple game's rules, one module for the page and the server's replay (PRODUCT.md "Games"). */
export * from './board';
export * from './replay';
