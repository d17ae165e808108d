/**
 * The fault soak's generators for the social tables, through the calls the browser makes (mirror first), never the
 * console path: a console write relies on the reconciler's trigger, and a kill fault restarting the emulator's worker
 * may drop a queued trigger event (seed 801695902), which the protocol's own writes do not depend on.
 * Follows between the soak's verified cooks; notification levels on live follows; comments on a public recipe the
 * soak never deletes, whose updates are likes and reports (so comment_likes and comment_reports are covered), and
 * ratings of that recipe; recipe-request links.
 */
import { db } from '../../platform/firebase';
import { subcollectionKey } from '../../platform/mirror/documentKey';
import type { MirroredTable } from '../../platform/mirror/types';
import type { TestUser } from '../authEmulator';
import { HUMAN } from '../recipes';
import { callFunction, callPath } from './calls';
import type { Mutation, MutationOutcome, Mutator, SoakWorld } from './mutation';

const LEVELS = ['all', 'personalized', 'none'] as const;

/** Ordered pairs of distinct cooks: `${followedId}/${followerId}`, the follows key. */
function followKeys(cooks: readonly TestUser[]): string[] {
  return cooks.flatMap((followed) =>
    cooks
      .filter((follower) => follower !== followed)
      .map((follower) => subcollectionKey(followed.uid, follower.uid)),
  );
}

/** The call's outcome, once `remember` has noted an acknowledged write (what the generator knows of the stores). */
async function noted(
  call: Promise<MutationOutcome>,
  remember: (key: string) => unknown,
): Promise<MutationOutcome> {
  const outcome = await call;
  if (outcome.ok) remember(outcome.key);
  return outcome;
}

const cookOf = (world: SoakWorld, uid: string | undefined): TestUser => {
  const cook = world.cooks.find((candidate) => candidate.uid === uid);
  if (!cook) throw new Error(`soak: ${uid ?? '(none)'} is not one of the soak's cooks`);
  return cook;
};

/** Follow a cook not yet followed; otherwise unfollow one. A follow has no field to label: the stores are compared. */
const follows: Mutator = {
  table: 'follows',
  field: 'followedAt',
  next(world) {
    const live = world.live('follows');
    const open = followKeys(world.cooks).filter((key) => !live.includes(key));
    const follow = open.length > 0 && (live.length === 0 || world.rng.chance(0.6));
    const key = follow ? world.rng.pick(open) : world.rng.pick(live);
    const [followedId, followerId] = key.split('/');
    return {
      op: follow ? 'create' : 'delete',
      key,
      via: 'function',
      label: null,
      alsoDeletes: follow
        ? []
        : [{ table: 'notification_settings', key: subcollectionKey(followerId ?? '', followedId ?? '') }],
      run: async () => {
        const follower = cookOf(world, followerId);
        const body = { targetUserId: followedId, operation: follow ? 'follow' : 'unfollow', botToken: HUMAN };
        return callFunction('social-follow', body, follower, () => key);
      },
    };
  },
};

/**
 * A follower's level for a cook they follow now (the call refuses a level for someone not followed), always another
 * than the current one (the default when none is stored): the same level again writes nothing.
 */
function notificationSettings(): Mutator {
  const levels = new Map<string, (typeof LEVELS)[number]>();
  return {
    table: 'notification_settings',
    field: 'notificationLevel',
    ready: (world) => world.live('follows').length > 0,
    next(world) {
      const [followedId, followerId] = world.rng.pick(world.live('follows')).split('/');
      const key = subcollectionKey(followerId ?? '', followedId ?? '');
      const stored = world.live('notification_settings').includes(key);
      const current = (stored && levels.get(key)) || 'all';
      const notificationLevel = world.rng.pick(LEVELS.filter((level) => level !== current));
      return {
        op: stored ? 'update' : 'create',
        key,
        via: 'function',
        label: null,
        run: () =>
          noted(
            callPath('POST', '/api/notifications/settings', cookOf(world, followerId), () => key, {
              body: { followedUserId: followedId, notificationLevel, recaptchaToken: HUMAN },
            }),
            () => levels.set(key, notificationLevel),
          ),
      };
    },
  };
}

/** A public recipe of the seeded demo data (the soak deletes only recipes it created). */
let anchorRecipe: Promise<string> | undefined;
function publicRecipe(world: SoakWorld): Promise<string> {
  anchorRecipe ??= db()
    .collection('recipes')
    .where('visibility', '==', 'public')
    .limit(20)
    .get()
    .then((found) => {
      const ours = new Set(world.live('recipes'));
      const anchor = found.docs.find(
        (doc) => !ours.has(doc.id) && !String(doc.get('title')).startsWith('Soak'),
      );
      if (!anchor)
        throw new Error('soak: comments need a public recipe of the seeded demo data; none was found');
      return anchor.id;
    });
  return anchorRecipe;
}

/**
 * Comments on the anchor recipe, top-level only (a reply's delete cascades through its thread, which the soak's
 * expectations do not model). An update is another cook's like toggle or first report: both write the comment's
 * counters in the same commit, so a fault aimed at the comment meets them.
 */
function comments(): Mutator {
  const authors = new Map<string, TestUser>();
  const reported = new Set<string>();
  const posts = new Map<TestUser, number>();
  return {
    table: 'comments',
    covers: ['comment_likes', 'comment_reports'],
    field: 'content',
    next(world) {
      const live = world.live('comments');
      const roll = world.rng.next();
      const op: Mutation['op'] =
        live.length === 0 || roll < 0.35 ? 'create' : roll < 0.85 ? 'update' : 'delete';
      if (op === 'create') {
        const label = world.label();
        // The cook who has posted least: the comment rate limit (5 a minute) is per author.
        const author =
          [...world.cooks].sort((a, b) => (posts.get(a) ?? 0) - (posts.get(b) ?? 0))[0] ?? world.admin;
        posts.set(author, (posts.get(author) ?? 0) + 1);
        return {
          op,
          via: 'function',
          label,
          run: async () =>
            noted(
              callPath(
                'POST',
                '/api/comments/create',
                author,
                (body) => String((body.comment as { id?: unknown } | undefined)?.id ?? ''),
                { body: { recipeId: await publicRecipe(world), content: label, recaptchaToken: HUMAN } },
              ),
              (created) => authors.set(created, author),
            ),
        };
      }
      const key = world.rng.pick(live);
      const author = authors.get(key) ?? cookOf(world, undefined);
      // a delete or another cook's like or report: no label, the comment's own key
      const onComment = { op, key, via: 'function', label: null } as const;
      if (op === 'delete') {
        return {
          ...onComment,
          run: () =>
            callPath('DELETE', '/api/comments/delete', author, () => key, { query: { commentId: key } }),
        };
      }
      const other = world.rng.pick(world.cooks.filter((cook) => cook !== author));
      const report = !reported.has(`${key}/${other.uid}`) && world.rng.chance(0.3);
      return {
        ...onComment,
        run: () =>
          report
            ? noted(
                callPath('POST', '/api/comments/report', other, () => key, {
                  body: { commentId: key, reason: 'spam', description: world.label(), recaptchaToken: HUMAN },
                }),
                () => reported.add(`${key}/${other.uid}`),
              )
            : callPath('POST', '/api/comments/like', other, () => key, {
                body: { commentId: key, recaptchaToken: HUMAN },
              }),
      };
    },
  };
}

/** A cook's call about the anchor recipe, and whether the cook holds a document on it once the call is acknowledged. */
interface AnchorCall {
  readonly op: Mutation['op'];
  readonly label: string | null;
  /** The callable; its data (drawn when the call runs, after the fault: the seeded order) with the recipe's id. */
  readonly name: string;
  readonly data: () => Record<string, unknown>;
  /** The key of the document written, from the recipe's id. */
  readonly keyOf: (recipeId: string) => string;
  readonly holdsAfter: boolean;
}

/**
 * One document per cook about the anchor recipe (a rating, a favorite): each mutation is a random cook's call on it,
 * with a human's bot token; `holders` are the cooks whose document the soak has seen acknowledged.
 */
function anchorDocuments(
  table: MirroredTable,
  field: string,
  callOf: (world: SoakWorld, cook: TestUser, holds: boolean) => AnchorCall,
): Mutator {
  const holders = new Set<TestUser>();
  return {
    table,
    field,
    next(world) {
      const cook = world.rng.pick(world.cooks);
      const { op, label, name, data, keyOf, holdsAfter } = callOf(world, cook, holders.has(cook));
      return {
        op,
        via: 'function',
        label,
        run: async () => {
          const recipeId = await publicRecipe(world);
          return noted(
            callFunction(name, { recipeId, ...data(), botToken: HUMAN }, cook, () => keyOf(recipeId)),
            () => (holdsAfter ? holders.add(cook) : holders.delete(cook)),
          );
        },
      };
    },
  };
}

/**
 * Ratings of the anchor recipe by the soak's cooks: a first rating, then changes of mind (made it with a level, or
 * just browsing). The feedback carries the label. No call removes a rating; the anchor recipe is never deleted.
 */
const ratings = () =>
  anchorDocuments('ratings', 'feedback', (world, cook, holds) => {
    const label = world.label();
    const madeIt = world.rng.chance(0.6);
    return {
      op: holds ? 'update' : 'create',
      label,
      name: 'ratings-rate',
      data: () => ({
        ...(madeIt
          ? { madeIt, rating: 1 + world.rng.int(5) }
          : { madeIt, interest: world.rng.pick(['interested', 'not-interested']) }),
        feedback: label,
      }),
      keyOf: (recipeId) => subcollectionKey(recipeId, cook.uid),
      holdsAfter: true,
    };
  });

/** The soak's cooks save and unsave the anchor recipe (favorites-toggle: the favorite and the recipe's count). */
const favorites = () =>
  anchorDocuments('favorites', 'addedAt', (_world, cook, holds) => ({
    op: holds ? 'delete' : 'create',
    label: null,
    name: 'favorites-toggle',
    data: () => ({ operation: holds ? 'remove' : 'add' }),
    keyOf: (recipeId) => subcollectionKey(cook.uid, recipeId),
    holdsAfter: !holds,
  }));

/**
 * Recipe-request links: a cook asks for a recipe (generate, the label as its message) or revokes an open link of
 * theirs (the owner's only later write; no call deletes a link). A submission is the friend's write, over the public
 * page's per-address limits, which the soak's single address would soon exhaust: the function tests cover it.
 */
function recipeLinks(): Mutator {
  const owners = new Map<string, TestUser>();
  const revoked = new Set<string>();
  return {
    table: 'recipe_links',
    field: 'message',
    next(world) {
      const open = world.live('recipe_links').filter((key) => !revoked.has(key));
      if (open.length === 0 || world.rng.chance(0.6)) {
        const label = world.label();
        const owner = world.rng.pick(world.cooks);
        return {
          op: 'create',
          via: 'function',
          label,
          run: () =>
            noted(
              callPath('POST', '/api/recipe-links/generate', owner, (body) => String(body.linkId ?? ''), {
                body: { customMessage: label, recaptchaToken: HUMAN },
              }),
              (created) => owners.set(created, owner),
            ),
        };
      }
      const key = world.rng.pick(open);
      return {
        op: 'update',
        key,
        via: 'function',
        label: null,
        run: () =>
          noted(
            callPath('POST', '/api/recipe-links/revoke', cookOf(world, owners.get(key)?.uid), () => key, {
              body: { linkId: key },
            }),
            () => revoked.add(key),
          ),
      };
    },
  };
}

export const socialMutators = (): Mutator[] => [
  follows,
  notificationSettings(),
  comments(),
  ratings(),
  favorites(),
  recipeLinks(),
];
