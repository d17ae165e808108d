/** Enterprise settings values for tests of the validation of 002 §5. */
import { DEFAULT_ENTERPRISE_SETTINGS } from '../domain/constants/enterpriseSettings';
import type { EditableSettingsCategory } from '../domain/settings';

type Category = Extract<EditableSettingsCategory, keyof typeof DEFAULT_ENTERPRISE_SETTINGS>;

/**
 * A category's defaults with one field set, the field named by the path the validation reports
 * ('analytics.topResultsLimits.mostViewed'): its first segment is the category.
 */
export function defaultsWith(
  field: string,
  value: unknown,
): { category: Category; value: Record<string, unknown> } {
  const [category, ...path] = field.split('.') as [Category, ...string[]];
  const settings: Record<string, unknown> = structuredClone(DEFAULT_ENTERPRISE_SETTINGS[category]);
  const last = path.pop();
  if (!last) throw new Error(`${field} names a category, not a field`);
  let node = settings;
  for (const key of path) node = node[key] as Record<string, unknown>;
  node[last] = value;
  return { category, value: settings };
}
