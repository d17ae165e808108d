import type { CallableName } from '@domain/contracts';
import { callFunction, errorMessage, type CallInput } from '@/platform/api';

/** The catalogue callables (spec 002 §7 "not shown" service calls; contracts in domain/contracts/admin.ts). */
/** One catalogue callable, its input and answer typed by the contract. */
const call =
  <N extends CallableName>(name: N) =>
  (input: CallInput<N>) =>
    callFunction(name, input);

export const catalogApi = {
  createCategory: call('admin-createCategory'),
  updateCategory: call('admin-updateCategory'),
  deleteCategory: call('admin-deleteCategory'),
  createDietaryOption: call('admin-createDietaryOption'),
  updateDietaryOption: call('admin-updateDietaryOption'),
  deleteDietaryOption: call('admin-deleteDietaryOption'),
  reorderDietaryOptions: call('admin-reorderDietaryOptions'),
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
