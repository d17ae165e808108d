/** The shopping list's domain rules (issue 33 §2, decision 0063): merging lines, aisles, staples. */
export * from './aisleKeys';
export * from './aisles';
export * from './merge';
export * from './staples';
export * from './write';
export { nameOf, readShoppingLine, type LineAmount, type LineReading, type MeasureKind } from './read';
