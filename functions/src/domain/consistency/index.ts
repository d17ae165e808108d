export * from './counters';
export * from './messages';
export * from './report';
export * from './schemas';
export * from './progress';
