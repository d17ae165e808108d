/** The catalogue read live from Firestore (reactfire; needs an ancestor <FirebaseReady>): admin and the recipe form. */
export {
  useLiveCategories,
  useLiveDietaryOptions,
  useReloadDietaryOptions,
  type LiveList,
} from './useLiveCatalog';
