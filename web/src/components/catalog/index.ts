/**
 * The catalogue for reading pages: from the catalog answer, no Firestore SDK (decision 0011). Screens that edit
 * or pick from it under <FirebaseReady> (admin, recipe form) use `@/components/catalog/live`.
 */
export { useCatalogError, useCategories, useDietaryOptions } from './useCatalog';
export { LiveCatalog } from './LiveCatalog';
export type { LiveList } from '@/platform/useLiveList';
