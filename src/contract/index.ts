export * from './block';
export * from './board';
export * from './common';
export * from './notification';
export * from './ops';
export * from './product';
export * from './topics';
export * from './user';
