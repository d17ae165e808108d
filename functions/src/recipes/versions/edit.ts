/**
 * An edit in a family of language versions (decision 0073): the family's fields are the original's to change and
 * are written to every other member in the edit's commit; a version's edit keeps the family's fields as they are
 * (its photos live in the original's folder) and changes only its own. Every member keeps its language, which is
 * its place in the family. A recipe of its own is edited as before.
 */
import type { RecipeFields } from '../../domain/recipe/document';
import { familyFieldsOf } from '../../domain/recipe/family';
import type { MirroredChange } from '../../platform/mirror/types';
import { familyChanges, type RecipeFamily } from '../../platform/recipeFamily';

const inFamily = (family: RecipeFamily) => family.members.length > 1;

/** The edited document of `family.asked` as the family allows it. */
export function editedMemberDoc(family: RecipeFamily, edited: RecipeFields): RecipeFields {
  if (!inFamily(family)) return edited;
  const before = family.asked.doc;
  const kept = family.asked.id === family.key ? {} : familyFieldsOf(before);
  return { ...edited, ...kept, language: before.language } as RecipeFields;
}

/** The original's edit written to the other members (nothing for a version's edit or a recipe of its own). */
export function familyFieldChanges(family: RecipeFamily, after: RecipeFields): MirroredChange[] {
  if (!inFamily(family) || family.asked.id !== family.key) return [];
  const others = { ...family, members: family.members.filter((member) => member.id !== family.asked.id) };
  return familyChanges(others, familyFieldsOf(after));
}
