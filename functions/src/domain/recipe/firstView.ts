/**
 * The element id of a public recipe page's first view: written into the HTML by seo-recipePage
 * (seo/firstView.ts), removed by the web app once its own view of the recipe is on screen (platform/serverView.ts).
 */
export const RECIPE_FIRST_VIEW_ID = 'server-view';
