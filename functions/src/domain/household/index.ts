export * from './document';
export * from './membership';
export * from './messages';
export * from './schemas';
