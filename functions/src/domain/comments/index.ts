export * from './limits';
export * from './messages';
export * from './relativeTime';
export * from './schemas';
export * from './types';
export * from './moderation';
export * from './language';
