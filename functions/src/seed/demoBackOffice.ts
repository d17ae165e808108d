/**
 * The back office's demo (issue 14; README "Demo accounts"): two English demo recipes flagged trending and a
 * banned demo commenter, each through the admin's own services and written to the audit log as the demo admin's
 * actions, so /admin/recipes, the Banned Users tab, /trending and /admin/audit-log show them on `npm start`.
 * Idempotent: a recipe already trending and a user already banned are left alone.
 */
import { BAN_AUDIT_ACTIONS, banUser } from '../comments/bans';
import { BANNED_USERS_COLLECTION } from '../domain/comments/types';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { recipes } from '../domain/contracts';
import { recordAdminAction, type AuditActor } from '../platform/audit';
import type { ServiceDeps } from '../platform/mirror/deps';
import { setRecipeTrending } from '../recipes/admin';

export const DEMO_TRENDING_RECIPES = ['demo-sheet-pan-chicken', 'demo-orange-olive-oil-cake'] as const;
export const DEMO_BAN_REASON = 'Posted the same spam link under every recipe';

export async function seedDemoBackOffice(
  deps: ServiceDeps,
  admin: { uid: string; email: string },
  bannedUid: string,
): Promise<{ trending: number; banned: boolean }> {
  const actor: AuditActor = { uid: admin.uid, token: { email: admin.email } };
  let trending = 0;
  for (const recipeId of DEMO_TRENDING_RECIPES) {
    const recipe = await deps.db.collection(RECIPES_COLLECTION).doc(recipeId).get();
    if (!recipe.exists || recipe.get('trending') === true) continue;
    const { before, after } = await setRecipeTrending(deps, recipeId, true);
    await recordAdminAction(deps.db, actor, {
      action: recipes.recipesAdminSetTrending.name,
      target: { type: 'recipe', id: recipeId },
      before,
      after,
    });
    trending += 1;
  }
  if ((await deps.db.collection(BANNED_USERS_COLLECTION).doc(bannedUid).get()).exists)
    return { trending, banned: false };
  const { ban } = await banUser(deps, admin.uid, { userId: bannedUid, reason: DEMO_BAN_REASON, until: '' });
  await recordAdminAction(deps.db, actor, {
    action: BAN_AUDIT_ACTIONS.ban,
    target: { type: 'user', id: bannedUid },
    after: { banReason: ban.banReason, banUntil: ban.banUntil },
  });
  return { trending, banned: true };
}
