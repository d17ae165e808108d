export {
  useLiveCategories,
  useLiveDietaryOptions,
  useReloadDietaryOptions,
  type LiveList,
} from './useLiveCatalog';
