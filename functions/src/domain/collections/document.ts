/**
 * Users' collections (spec 001 §3 "Collection" and "Collection recipe entry"): users/{uid}/collections/{id}, each
 * recipe it holds listed in recipeIds (recipeCount follows) and described by users/{uid}/collections/{id}/recipes/
 * {recipeId} (notes, personal rating, cook count…).
 */
export const COLLECTIONS_SUBCOLLECTION = 'collections';
export const COLLECTION_RECIPES_SUBCOLLECTION = 'recipes';

/** 001 §3: color default #ff6b6b, icon default a folder emoji. */
export const COLLECTION_DEFAULTS = { color: '#ff6b6b', icon: '📁' } as const;
