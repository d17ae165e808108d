export * from './constants';
export * from './messages';
export * from './schema';
export * from './state';
export type * from './types';
