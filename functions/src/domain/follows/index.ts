export * from './document';
export * from './messages';
export * from './periods';
export * from './privacy';
export * from './schemas';
export * from './channel';
