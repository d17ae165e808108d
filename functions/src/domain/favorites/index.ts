export * from './document';
export * from './filters';
export * from './messages';
export * from './schemas';
export * from './stats';
export * from './privacy';
