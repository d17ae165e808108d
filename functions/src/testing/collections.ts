/**
 * What firestore.rules promise, path by path: the one declaration that the per-collection rules tests
 * (functions/src/rules/*.rules.test.ts) and the hostile client (rules/hostileClient.hostile.test.ts) both read.
 * Every `match` path of the rules is a RULE_PATHS line and every RULE_PATHS line is a `match` path
 * (rules/declaration.rules.test.ts and the hostile suite parse the rules, testing/rulesPaths.ts): a collection
 * added to the rules without a line here, or declared here without a rule, fails both suites.
 *
 * Function-owned data with no rule at all (denied to every client, admins included) is CLOSED_PATHS.
 */
import { increment, type DocumentData } from 'firebase/firestore';
import { AI_SUGGESTIONS_COLLECTION } from '../domain/ai/suggestions';
import { AI_REPLACEMENTS_COLLECTION, INGREDIENT_CLICKS_COLLECTION } from '../domain/ai/replacementRules';
import { CATEGORIES_COLLECTION, DIETARY_OPTIONS_COLLECTION } from '../domain/catalog/types';
import {
  COMMENT_LIKES_SUBCOLLECTION,
  COMMENT_NOTIFICATIONS_SUBCOLLECTION,
  COMMENT_REPORTS_SUBCOLLECTION,
  COMMENTS_COLLECTION,
} from '../domain/comments/types';
import { SETTINGS_COLLECTION } from '../domain/constants/enterpriseSettings';
import { CONTENT_COLLECTION } from '../domain/content/pages';
import {
  LEADERBOARDS_COLLECTION,
  MONTHLY_TRENDS_COLLECTION,
  WEEKLY_TRENDS_COLLECTION,
} from '../domain/follows/document';
import {
  HOUSEHOLDS_COLLECTION,
  PLAN_ENTRIES_SUBCOLLECTION,
  SHOPPING_LINES_SUBCOLLECTION,
} from '../domain/household/document';
import {
  FILE_IMPORT_PARTS_COLLECTION,
  FILE_IMPORT_QUEUE_COLLECTION,
  FILE_IMPORTS_SUBCOLLECTION,
} from '../domain/exports/job';
import { RECIPE_LINKS_COLLECTION } from '../domain/links/constants';
import type { UserProfileDoc } from '../domain/profile/document';
import { USERNAMES_COLLECTION, USERS_COLLECTION } from '../domain/profile/document';
import type { RecipeDoc } from '../domain/recipe/types';
import { TRANSLATION_SUGGESTIONS_COLLECTION } from '../domain/recipe/suggestions';
import {
  INGREDIENTS_COLLECTION,
  INSTRUCTION_TEMPLATES_COLLECTION,
  RATINGS_SUBCOLLECTION,
  RECIPES_COLLECTION,
  TAGS_COLLECTION,
} from '../domain/recipe/types';

/**
 * Who may get and list documents of a path:
 * - everyone: signed in or not;
 * - owner: the user of the path's `{uid}`, and admins (isAdmin on their users/{uid} document);
 * - owner-or-edge: also the user the document is named after (followers/{followerId}: the is-following check);
 * - members: the owner `{uid}` of a household and the members its document lists (households/{uid}: the users
 *   invited too); never admins;
 * - visibility: recipes; public to everyone, followers-only to the author's followers, private to the author,
 *   every recipe to admins;
 * - admin: admins only (isAdmin on their users/{uid} document);
 * - nobody: functions only (the admin SDK bypasses the rules).
 */
export type ReadAccess =
  'everyone' | 'owner' | 'owner-or-edge' | 'members' | 'visibility' | 'admin' | 'nobody';

/**
 * What a client may write: nothing (mutations are functions, which write the Postgres mirror first), or, on its
 * own profile, the harmless fields of USER_PROFILE.ownerMayChange with `version` raised by one, or, on its own
 * comment notifications, `read: true` with `readAt` the server's time, and deleting them, or, on a household's
 * shopping line, a member's `checked` with `version` raised by one.
 */
export type ClientWrite =
  'none' | 'owner-harmless-fields' | 'owner-marks-read-or-deletes' | 'member-checks-off';

export interface RulePath {
  /**
   * The rules' match path below /databases/{database}/documents, with the wildcard names used there; the wildcard
   * of the user who owns the data is always `{uid}` (the hostile client fills it with the victim's or its own id).
   */
  readonly match: string;
  readonly read: ReadAccess;
  readonly write: ClientWrite;
  /** A document as the functions write it: what the tests seed and the hostile client tries to forge. */
  readonly sample: Readonly<Record<string, unknown>>;
  /** For a recursive wildcard ({name=**}): the subcollections the functions keep below it. */
  readonly subcollections?: readonly string[];
}

const reference = (match: string, sample: Record<string, unknown>): RulePath => ({
  match,
  read: 'everyone',
  write: 'none',
  sample,
});

export const RULE_PATHS: readonly RulePath[] = [
  reference(`${CATEGORIES_COLLECTION}/{categoryId}`, {
    nameEn: 'Soups',
    nameHe: 'מרקים',
    nameFr: 'Soupes',
    nameIt: 'Zuppe',
    isPrimary: false,
    version: 1,
  }),
  reference(`${DIETARY_OPTIONS_COLLECTION}/{optionId}`, {
    nameEn: 'Vegan',
    nameHe: 'טבעוני',
    fieldName: 'isVegan',
    order: 2,
    version: 1,
  }),
  reference(`${SETTINGS_COLLECTION}/{name}`, { value: 'x', version: 1 }),
  reference(`${CONTENT_COLLECTION}/{contentId}`, {
    content_type: 'terms',
    language: 'en',
    title: 'Terms',
    content: '<p>Terms</p>',
    version: 1,
  }),
  reference(`${USERNAMES_COLLECTION}/{username}`, {
    userId: 'someone',
    createdAt: '2024-01-01T00:00:00.000Z',
  }),
  {
    match: `${USERS_COLLECTION}/{uid}`,
    read: 'everyone',
    write: 'owner-harmless-fields',
    sample: { language: 'en', isAdmin: false, recipeCount: 3, version: 1 },
  },
  {
    match: `${USERS_COLLECTION}/{uid}/private/{document}`,
    read: 'owner',
    write: 'none',
    sample: { email: 'owner@example.com', searchHistory: ['soup'] },
  },
  {
    match: `${USERS_COLLECTION}/{uid}/{document=**}`,
    read: 'owner',
    write: 'none',
    sample: { recipeId: 'r1', createdAt: '2024-01-01T00:00:00.000Z', level: 'all' },
    subcollections: [
      'following',
      'collections',
      'favoriteMetadata',
      'notificationSettings',
      'activity',
      // a file import's job (issue 32 §2): the owner reads it live; the import function writes it
      FILE_IMPORTS_SUBCOLLECTION,
    ],
  },
  {
    match: `${USERS_COLLECTION}/{uid}/followers/{followerId}`,
    read: 'owner-or-edge',
    write: 'none',
    sample: { followedAt: '2024-01-01T00:00:00.000Z' },
  },
  {
    match: `${USERS_COLLECTION}/{uid}/${COMMENT_NOTIFICATIONS_SUBCOLLECTION}/{notificationId}`,
    read: 'owner',
    write: 'owner-marks-read-or-deletes',
    sample: {
      userId: 'someone',
      type: 'comment_on_recipe',
      read: false,
      readAt: null,
      triggerUserName: 'Someone',
      recipeId: 'r1',
      commentId: 'c1',
    },
  },
  {
    match: `${RECIPES_COLLECTION}/{recipeId}`,
    read: 'visibility',
    write: 'none',
    sample: { title: 'Soup', language: 'en', caloriesStatus: 'pending', version: 1 },
  },
  reference(`${TAGS_COLLECTION}/{tagId}`, { tag: 'soup', displayName: 'Soup', language: 'en', count: 3 }),
  reference(`${INGREDIENTS_COLLECTION}/{ingredientId}`, {
    name: 'onion',
    searchName: 'onion',
    language: 'en',
    usageCount: 3,
  }),
  reference(`${INSTRUCTION_TEMPLATES_COLLECTION}/{templateId}`, {
    text: 'Chop the',
    searchText: 'chop the',
    language: 'en',
    usageCount: 3,
  }),
  {
    match: `${WEEKLY_TRENDS_COLLECTION}/{periodId}`,
    read: 'admin',
    write: 'none',
    sample: { periodStart: '2026-11-23T00:00:00.000Z', totalNewConnections: 2, newFollowers: { someone: 2 } },
  },
  {
    match: `${MONTHLY_TRENDS_COLLECTION}/{periodId}`,
    read: 'admin',
    write: 'none',
    sample: { periodStart: '2026-11-01T00:00:00.000Z', totalNewConnections: 2, newFollowers: { someone: 2 } },
  },
  reference(`${LEADERBOARDS_COLLECTION}/{boardId}`, {
    users: [{ id: 'someone', displayName: 'Someone', followerCount: 2 }],
    totalUsers: 3,
  }),
  {
    match: `${HOUSEHOLDS_COLLECTION}/{uid}`,
    read: 'members',
    write: 'none',
    sample: { ownerId: 'someone', memberIds: ['someone'], invitedIds: [], version: 1 },
  },
  {
    match: `${HOUSEHOLDS_COLLECTION}/{uid}/${PLAN_ENTRIES_SUBCOLLECTION}/{entryId}`,
    read: 'members',
    write: 'none',
    sample: {
      day: '2026-11-30',
      meal: 'dinner',
      recipeId: 'r1',
      servings: 4,
      addedBy: 'someone',
      version: 1,
    },
  },
  {
    match: `${HOUSEHOLDS_COLLECTION}/{uid}/${SHOPPING_LINES_SUBCOLLECTION}/{lineId}`,
    read: 'members',
    write: 'member-checks-off',
    sample: {
      text: 'onions',
      food: 'onion',
      amounts: [{ amount: 2, unit: null }],
      checked: false,
      version: 1,
    },
  },
  {
    match: 'system/{document=**}',
    read: 'nobody',
    write: 'none',
    sample: { uid: 'someone', claimedAt: '2024-01-01T00:00:00.000Z' },
  },
];

/**
 * Function-owned data that no rule matches, so no client reads or writes it: rate-limit windows
 * (platform/rateLimit.ts), recommendation caches (recipes/cleanup.ts) and each user's rating of a recipe (the
 * ratings callables).
 */
export const CLOSED_PATHS: readonly string[] = [
  // the admin audit log (issue 14): written by the admin calls, read by admins through admin-auditLog
  'adminAuditLog/{entryId}',
  'rateLimits/{key}',
  // a file import's uploaded parts (issue 32 §2): written by recipes-imports, read and deleted by the import job
  `${FILE_IMPORT_PARTS_COLLECTION}/{partId}`,
  // a file import whose file is complete (issue 32 §2): starts the import function, which deletes it
  `${FILE_IMPORT_QUEUE_COLLECTION}/{jobId}`,
  'recommendationCache/{recipeId}',
  // translation suggestions (issue 34, decision 0073): written and answered by the recipes group's calls only
  `${TRANSLATION_SUGGESTIONS_COLLECTION}/{suggestionId}`,
  // ratings: written by ratings-rate with the recipe's aggregate (mirror first); the rater reads their own through
  // GET /api/ratings/recipe, others a rater's list through my-rated-recipes by the rater's privacy setting
  `${RECIPES_COLLECTION}/{recipeId}/${RATINGS_SUBCOLLECTION}/{uid}`,
  // comments and their like and report edges: served and written by comments-api (mirror first)
  `${COMMENTS_COLLECTION}/{commentId}`,
  `${COMMENTS_COLLECTION}/{commentId}/${COMMENT_LIKES_SUBCOLLECTION}/{uid}`,
  `${COMMENTS_COLLECTION}/{commentId}/${COMMENT_REPORTS_SUBCOLLECTION}/{uid}`,
  // recipe-request links: a token's hash names each; read and written only by recipes-links (mirror first)
  `${RECIPE_LINKS_COLLECTION}/{linkId}`,
  // the AI suggestions cache (issue 12): read and written only by ai-api
  `${AI_SUGGESTIONS_COLLECTION}/{cacheId}`,
  // the ingredient-replacement cache and the replacement box's click events (issue 12): ai-api only
  `${AI_REPLACEMENTS_COLLECTION}/{cacheId}`,
  `${INGREDIENT_CLICKS_COLLECTION}/{clickId}`,
];

export function rulePath(match: string): RulePath {
  const found = RULE_PATHS.find((entry) => entry.match === match);
  if (!found) throw new Error(`${match} is not declared in functions/src/testing/collections.ts`);
  return found;
}

/** The declared entry of a top-level collection (its `<name>/{id}` path). */
export function collectionRule(name: string): RulePath {
  const found = RULE_PATHS.find(
    (entry) => /^[^/]+\/\{[^}=]+\}$/.test(entry.match) && entry.match.startsWith(`${name}/`),
  );
  if (!found) throw new Error(`collection ${name} is not declared in functions/src/testing/collections.ts`);
  return found;
}

/** The top-level collections of the closed paths. */
export const CLOSED_COLLECTIONS: readonly string[] = CLOSED_PATHS.filter(
  (path) => path.split('/').length === 2,
).map((path) => path.split('/')[0] as string);

type OwnerMayChange = 'language' | 'contentLanguage' | 'preferences' | 'version';

/**
 * A client update as the rules ask for one: the change raises `version` by exactly one in the same write, so that
 * the mirror reconciler sees the document as newer than its row.
 */
export const versioned = (change: DocumentData): DocumentData => ({ ...change, version: increment(1) });

/**
 * users/{uid}: the fields the owner may change (the rules' isHarmlessProfileUpdate), and for every other field
 * of the profile the value an attacker would like it to hold. A Record over UserProfileDoc's keys: a new profile
 * field does not compile until it is declared here, and so is attacked by the rules tests and the hostile client.
 */
export const USER_PROFILE: {
  readonly ownerMayChange: readonly OwnerMayChange[];
  readonly protectedFields: Readonly<Record<Exclude<keyof UserProfileDoc, OwnerMayChange>, unknown>>;
} = {
  ownerMayChange: ['language', 'contentLanguage', 'preferences', 'version'],
  protectedFields: {
    uid: 'someone-else',
    displayName: 'New name',
    username: 'someone-else',
    // validated by users-updateProfile (lengths, URLs) and mirrored from there
    photoURL: 'javascript:alert(1)',
    bio: 'Written around the function',
    location: 'Anywhere',
    socialLinks: { blog: 'not a url', youtube: '', instagram: '', tiktok: '' },
    privacy: { ratedRecipes: 'public', collection: 'public', following: 'public' },
    recipeCount: 1000,
    followerCount: 1000,
    followingCount: 1000,
    isVerified: true,
    isAdmin: true,
    isActive: false,
    emailVerified: true,
    profileComplete: false,
    searchTerms: ['admin'],
    createdAt: '2000-01-01T00:00:00.000Z',
    updatedAt: '2000-01-01T00:00:00.000Z',
  },
};

/** Fields of a legacy profile that UserProfileDoc no longer has but old documents may: never client-written. */
export const LEGACY_PROFILE_FIELDS: Readonly<Record<string, unknown>> = {
  verified: true,
  email: 'other@example.com',
};

/**
 * recipes/{recipeId}: what an attacker would most like to set on a recipe (ownership, the mirror's version,
 * visibility and the counters the functions keep). Every recipe write is refused; these make the refusals
 * specific.
 */
export const RECIPE_PROTECTED_FIELDS: Readonly<Partial<Record<keyof RecipeDoc, unknown>>> = {
  authorId: 'attacker',
  userId: 'attacker',
  version: 1000,
  visibility: 'public',
  rating: 5,
  totalRatings: 1000,
  ratingSum: 5000,
  cookCount: 1000,
  views: 1_000_000,
  shareCount: 1000,
  trending: true,
  trendingScore: 1_000_000,
  caloriesStatus: 'calculated',
};
