/**
 * Category and dietary option texts: spec 002 §5 (validation) and §8 (success banner texts).
 * The exact strings are the spec's; the ones the spec does not give are marked "ours".
 */
export const CATEGORY_MESSAGES = {
  namesRequired: 'English, Hebrew, French, and Italian names are all required',
  /** ours: the spec says the English name must be unique but gives no text. */
  englishNameTaken: 'A category with this English name already exists',
  replacementRequired: 'Please select a replacement category',
  hasRecipes: 'Cannot delete category with assigned recipes. Please select a replacement category.',
  replacementNotFound: 'Replacement category not found',
  /** ours */
  notFound: 'Category not found',
  /** ours */
  idRequired: 'Category id is required',
  /** ours */
  nameTooLong: 'Category names must be 50 characters or less',
  /** ours: every category shows an emoji in the category pills bar. */
  emojiInvalid: 'Please choose a single emoji for the category',
} as const;

export const DIETARY_OPTION_MESSAGES = {
  fieldsRequired: 'All fields are required (English, Hebrew, French, Italian names and field name)',
  fieldNameFormat: 'Field name must start with "is" followed by an uppercase letter (e.g., isOrganic)',
  /** ours: the spec says fieldName must be unique but gives no text. */
  fieldNameTaken: 'A dietary option with this field name already exists',
  /** ours: the spec says fieldName cannot be changed when editing. */
  fieldNameImmutable: 'Field name cannot be changed',
  /** ours */
  notFound: 'Dietary option not found',
  /** ours */
  idRequired: 'Dietary option id is required',
  /** ours */
  nameTooLong: 'Dietary option names must be 50 characters or less',
  /** ours: a reorder must name every option once (a stale list is refused, then the client reloads). */
  orderIncomplete: 'The new order must list every dietary option exactly once',
  /** Spec 002 §8: shown on a failed reorder, followed by a reload of the list. */
  orderFailed: 'Failed to update order',
} as const;

/** Spec 002 §5: "Cannot delete dietary option. {n} recipes are using this option." */
export function dietaryOptionInUseMessage(recipeCount: number): string {
  return `Cannot delete dietary option. ${recipeCount} recipes are using this option.`;
}

/** Spec 002 §8: success texts of the Categories and Dietary Options tabs. */
export const CATALOG_SUCCESS = {
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  dietaryOptionCreated: 'Dietary option created successfully',
  dietaryOptionUpdated: 'Dietary option updated successfully',
  dietaryOptionDeleted: 'Dietary option deleted successfully',
  orderUpdated: 'Order updated successfully',
} as const;

/** The verb phrases of the mirror failure texts ("Unable to {action}: …", spec 002 §8). */
export const CATALOG_ACTIONS = {
  createCategory: 'create category',
  updateCategory: 'update category',
  deleteCategory: 'delete category',
  createDietaryOption: 'create dietary option',
  updateDietaryOption: 'update dietary option',
  deleteDietaryOption: 'delete dietary option',
  reorderDietaryOptions: 'update order',
} as const;
