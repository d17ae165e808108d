/** Another app's export read into Matkon recipes (issue 32 §2, decision 0067). */
export * from './types';
export * from './messages';
export { readExportFile, exportFormatOf } from './read';
export { toRecipeForm, categoriesFor } from './toRecipeForm';
export { DuplicateIndex, contentKey, sourceKey, type DuplicateReason, type KnownRecipe } from './duplicates';
export { minutesOf, servingsOf } from './fields';
export * from './job';
