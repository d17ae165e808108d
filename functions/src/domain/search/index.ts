/** The search domain (001 §3–§9 "Search"; DESIGN §5): normalisation, sanitising, query words, schemas, texts. */
export * from './messages';
export * from './normalize';
export * from './query';
export * from './schema';
export * from './types';
