export * from './types';
export * from './messages';
export * from './ids';
export * from './emoji';
export * from './category';
export * from './dietaryOption';
