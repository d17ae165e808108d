/**
 * The recipe domain (spec 000 §3–§9, 001 §3/§7/§9): shapes, cleaning, form rules, schemas, searchTerms, language
 * detection, access modes, tags, autocomplete records and similarity. Pure: the web imports it as @domain/recipe.
 */
export * from './types';
export * from './messages';
export * from './text';
export * from './cleaning';
export * from './form';
export * from './schema';
export * from './images';
export * from './httpSchemas';
export * from './youtube';
export * from './stopWords';
export * from './searchTerms';
export * from './language';
export * from './access';
export * from './author';
export * from './tags';
export * from './autocomplete';
export * from './similarity';
export * from './document';
export * from './family';
export * from './familyMessages';
export * from './suggestions';
