export * from './chefs';
export * from './delivery';
export * from './highlights';
export * from './schemas';
export * from './trends';
export * from './types';
