export * from './audit';
export * from './messages';
export * from './overview';
export * from './schemas';
export * from './users';
export * from './comments';
export * from './recipes';
