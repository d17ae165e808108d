export * from './digest';
export * from './schemas';
export * from './types';
export * from './push';
export * from './pushTexts';
