import { callFunction, errorMessage } from '@/platform/api';
import type { CategoryFields, DietaryFields } from './types';

/** The catalogue callables (spec 002 §7 "not shown" service calls; deploy names admin-*). */
declare module '@/platform/api' {
  interface Callables {
    'admin-createCategory': { input: CategoryFields; output: unknown };
    'admin-updateCategory': { input: CategoryFields & { id: string }; output: unknown };
    'admin-deleteCategory': { input: { id: string; replacementCategoryId?: string }; output: unknown };
    'admin-createDietaryOption': { input: DietaryFields; output: unknown };
    'admin-updateDietaryOption': {
      input: Omit<DietaryFields, 'fieldName'> & { id: string };
      output: unknown;
    };
    'admin-deleteDietaryOption': { input: { id: string }; output: unknown };
    'admin-reorderDietaryOptions': { input: { orderedIds: string[] }; output: unknown };
  }
}

export const catalogApi = {
  createCategory: (input: CategoryFields) => callFunction('admin-createCategory', input),
  updateCategory: (input: CategoryFields & { id: string }) => callFunction('admin-updateCategory', input),
  deleteCategory: (input: { id: string; replacementCategoryId?: string }) =>
    callFunction('admin-deleteCategory', input),
  createDietaryOption: (input: DietaryFields) => callFunction('admin-createDietaryOption', input),
  updateDietaryOption: (input: Omit<DietaryFields, 'fieldName'> & { id: string }) =>
    callFunction('admin-updateDietaryOption', input),
  deleteDietaryOption: (input: { id: string }) => callFunction('admin-deleteDietaryOption', input),
  reorderDietaryOptions: (input: { orderedIds: string[] }) =>
    callFunction('admin-reorderDietaryOptions', input),
};

export type CatalogApi = typeof catalogApi;

/** Lets tests hand the tabs a fake; the app always gets the real client. */
export function useCatalogApi(): CatalogApi {
  return catalogApi;
}

/**
 * The text of a failed call: the server's message (the spec's catalogue text, or a mirror failure text),
 * else `fallback` when the failure never reached the server (network down).
 */
export function errorText(error: unknown, fallback: string): string {
  return errorMessage(error, fallback);
}
