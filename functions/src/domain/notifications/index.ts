export * from './digest';
export * from './schemas';
export * from './types';
