// React's own hook, in place of the `use-sync-external-store/shim` package in the production build (web/vite.config.ts,
// plugin nativeUseSyncExternalStore): on React 18 and later the shim only hands this one on.
export { useSyncExternalStore } from 'react';
