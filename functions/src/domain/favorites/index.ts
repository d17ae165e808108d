export * from './document';
export * from './filters';
export * from './messages';
export * from './sanitize';
export * from './schemas';
export * from './stats';
export * from './privacy';
