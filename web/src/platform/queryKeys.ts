/**
 * The query keys of every server answer that one part of the web reads and another changes (decision 0050): the
 * owner reads through its entry here (and re-exports it from its api module), and whoever must refresh that answer
 * after its own change names the same entry, never a string of its own. Keys start with the resource and carry
 * everything the answer depends on, the viewer included (decision 0006). Answers that only their owner touches keep
 * their keys in the owner's folder. No imports: home's first chunk may load it.
 */

/** What a feed's answer depends on: the content language, the category pill, the viewer ('' a guest). */
interface FeedScope {
  language: string;
  category: string | null;
  viewer: string;
}

/** The home and /trending grids (features/feeds); a change to what the viewer's feeds admit drops them all. */
export const feedKeys = {
  all: ['feed'] as const,
  list: (kind: 'trending' | 'newest', scope: FeedScope, limit: number) =>
    ['feed', kind, scope.language, scope.category, scope.viewer, limit] as const,
  discover: (scope: FeedScope) => ['feed', 'discover', scope.language, scope.category, scope.viewer] as const,
  trendingTags: (language: string) => ['trending-tags', language] as const,
  following: (scope: FeedScope, limit: number) =>
    ['feed', 'following', scope.language, scope.category, scope.viewer, limit] as const,
  recommended: (scope: FeedScope, limit: number) =>
    ['feed', 'recommended', scope.language, scope.viewer, limit] as const,
};

/** Recipe answers (components/recipe-card, features/recipes): a cook's grids and one recipe's detail. */
export const recipeKeys = {
  /** Every cached list of a cook's recipes. */
  userLists: ['user-recipes'] as const,
  userList: (targetUserId: string, category: string | null, viewer: string | null) =>
    ['user-recipes', targetUserId, category, viewer] as const,
  /** Every recipe detail of every viewer (what a viewer may open changed: a follow opens followers-only ones). */
  anyDetails: ['recipe-detail'] as const,
  /** One recipe's detail as a viewer sees it ('' a guest). */
  detail: (id: string, viewer: string | null) => ['recipe-detail', id, viewer] as const,
  /** Every viewer's copy of one recipe's detail. */
  anyDetail: (id: string) => ['recipe-detail', id] as const,
};

/** The viewer's favorites (components/favorites, features/favorites). */
export const favoriteKeys = {
  all: ['favorites'] as const,
  status: (viewer: string, recipeId: string) => ['favorites', 'status', viewer, recipeId] as const,
  overview: (viewer: string) => ['favorites', 'overview', viewer] as const,
  ids: (viewer: string) => ['favorites', 'ids', viewer] as const,
};

/** Who follows whom (components/follow, features/follows). */
export const followKeys = {
  all: ['follows'] as const,
  status: (viewer: string, userId: string) => ['follows', 'status', viewer, userId] as const,
  level: (viewer: string, userId: string) => ['follows', 'level', viewer, userId] as const,
  /** Every cached page of the viewer's following or followers list. */
  lists: (direction: 'following' | 'followers') => ['follows', direction] as const,
  list: (viewer: string, direction: 'following' | 'followers', search: string) =>
    ['follows', direction, viewer, search] as const,
};

/** Ratings (components/ratings, features/favorites' rated recipes). */
export const ratingKeys = {
  recipe: (recipeId: string, viewer: string) => ['ratings', 'recipe', recipeId, viewer] as const,
  /** Every cached rated-recipes list. */
  anyRated: ['ratings', 'rated'] as const,
  rated: (userId: string, viewer: string) => ['ratings', 'rated', userId, viewer] as const,
  /** Every viewer's copy of one recipe's cook photos. */
  anyPhotos: (recipeId: string) => ['ratings', 'photos', recipeId] as const,
  photos: (recipeId: string, viewer: string) => ['ratings', 'photos', recipeId, viewer] as const,
};

/** The public content pages (features/content), which the admin's content editor (features/admin) changes. */
export const contentKeys = {
  all: ['content'] as const,
  page: (page: string, language: string) => ['content', page, language] as const,
};

/** The meal plan (components/plan, features/plan): a week of the viewer's household, and the household itself. */
export const planKeys = {
  all: ['plan'] as const,
  /** Every week of `viewer` (a change made in each cached one). */
  weeks: (viewer: string) => ['plan', 'week', viewer] as const,
  week: (viewer: string, start: string) => ['plan', 'week', viewer, start] as const,
  household: (viewer: string) => ['plan', 'household', viewer] as const,
};
