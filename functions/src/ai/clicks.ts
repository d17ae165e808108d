/**
 * POST /api/analytics/track-ingredient-click (000 §7): one event per pick in the replacement box, for analytics.
 * Guests count too (userId null); the uid recorded is the bearer's, never the body's. Limited per reader.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  INGREDIENT_CLICK_LIMITS,
  INGREDIENT_CLICKS_COLLECTION,
  type TrackIngredientClickInput,
} from '../domain/ai/replacementRules';
import { enforceRateLimit } from '../platform/rateLimit';

export async function trackIngredientClick(
  db: Firestore,
  caller: { uid: string | null; address: string },
  input: TrackIngredientClickInput,
): Promise<{ success: true }> {
  const who = caller.uid ?? `anon:${caller.address}`;
  await enforceRateLimit(db, { key: `ingredient-clicks:${who}`, ...INGREDIENT_CLICK_LIMITS });
  await db.collection(INGREDIENT_CLICKS_COLLECTION).add({
    ingredient: input.ingredient,
    recipeId: input.recipeId,
    userId: caller.uid,
    action: input.action,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { success: true };
}
