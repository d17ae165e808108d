export * from './pages';
export * from './defaultPages';
