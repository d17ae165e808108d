export * from './aggregate';
export * from './document';
export * from './messages';
export * from './schemas';
export * from './privacy';
export * from './photos';
export * from './rater';
