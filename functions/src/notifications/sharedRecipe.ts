/**
 * 001 §3 "Comment notification" type shared_recipe_completed: when a recipe arrives through a request link
 * (recipes/{id} created with creationMethod 'shared-link'), its requester is told, with a link to it. Written by the
 * notifications group through the one inbox writer, on the recipe's creation, so a failed claim notifies nobody.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { RECIPE_LINKS_COLLECTION } from '../domain/links/constants';
import { recipeAuthorId } from '../domain/recipe/author';
import { notify } from '../platform/notifications/inbox';

export async function notifySharedRecipe(
  db: Firestore,
  recipeId: string,
  recipe: Record<string, unknown>,
  now: Date,
): Promise<string | null> {
  if (recipe.creationMethod !== 'shared-link' || !recipeAuthorId(recipe)) return null;
  const links = await db.collection(RECIPE_LINKS_COLLECTION).where('recipeId', '==', recipeId).limit(1).get();
  const fromName = links.docs[0]?.get('fromName');
  return notify(
    db,
    {
      recipient: recipeAuthorId(recipe),
      type: 'shared_recipe_completed',
      // the friend has no account: the actor is the link, named as the friend signed
      actor: {
        uid: `link:${links.docs[0]?.id ?? recipeId}`,
        name: typeof fromName === 'string' ? fromName : '',
      },
      recipe: { id: recipeId, title: typeof recipe.title === 'string' ? recipe.title : '' },
      commentId: '',
      commentText: '',
      id: `shared-${recipeId}`,
    },
    now,
  );
}
