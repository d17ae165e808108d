export * from './pages';
export * from './defaultPages';
export * from './editor';
