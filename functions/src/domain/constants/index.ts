export * from './recipe';
export * from './social';
export * from './search';
export * from './admin';
export * from './timing';
export * from './botCheckActions';
export * from './enterpriseSettings';
