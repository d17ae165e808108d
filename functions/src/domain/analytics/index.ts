export * from './rules';
export * from './types';
export * from './messages';
