export * from './document';
export * from './inputs';
export * from './firstAdmin';
