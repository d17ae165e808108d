export * from './affinity';
export * from './constants';
export * from './schemas';
export type * from './types';
export * from './messages';
