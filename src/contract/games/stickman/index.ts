/** Stickman poop's rules, one module for the page and the server's replay (PRODUCT.md "Games"). */
export * from './field';
export * from './replay';
