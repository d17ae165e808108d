/**
 * Demo activity (README "Demo accounts"): the demo reader follows the demo cook (through social-follow's service,
 * mirror first) and gets the activity items of the cook's latest recipes (through the fan-out the trigger runs,
 * decision 0014), so `npm start` shows /activity, /following, the cook's follower and home's "from cooks you follow"
 * grid. Idempotent: an existing follow is left as it is, and the items have fixed ids.
 */
import { fanOutNewRecipe } from '../activity/fanOut';
import { FOLLOWERS_SUBCOLLECTION } from '../domain/follows';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { USERS_COLLECTION } from '../domain/profile';
import { followUser } from '../social/follow';
import type { SocialDeps } from '../social/deps';

/** ours: the reader's feed shows the cook's latest few recipes. */
const DEMO_ITEMS = 5;

export async function seedDemoActivity(
  deps: SocialDeps,
  readerUid: string,
  cookUid: string,
): Promise<{ followed: boolean; items: number }> {
  const edge = deps.db
    .collection(USERS_COLLECTION)
    .doc(cookUid)
    .collection(FOLLOWERS_SUBCOLLECTION)
    .doc(readerUid);
  const followed = !(await edge.get()).exists;
  if (followed) await followUser(deps, readerUid, cookUid, 'follow');

  const { data, error } = await deps.supabase
    .from('recipes')
    .select('firebase_id')
    .eq('author_id', cookUid)
    .neq('visibility', 'private')
    .order('created_at', { ascending: false })
    .limit(DEMO_ITEMS);
  if (error) throw new Error(`demo activity: ${error.message}`);
  let items = 0;
  for (const { firebase_id: id } of (data ?? []) as { firebase_id: string }[]) {
    const recipe = (await deps.db.collection(RECIPES_COLLECTION).doc(id).get()).data();
    if (recipe) items += await fanOutNewRecipe(deps, id, recipe);
  }
  return { followed, items };
}
