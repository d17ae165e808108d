/**
 * The comments group (001 §4–§9 "Comments", "Comment notifications"): deploys as comments-api (/api/comments/**,
 * router.ts). Its services tell people of comments and likes through the one inbox writer
 * (platform/notifications/inbox.ts); the web reads and marks them under the rules.
 */
// registers the group's step of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './recipeCleanup';
import { serve } from '../platform/http';
import { recaptchaSecret } from '../platform/params';
import { router } from './router';

export const api = serve(router, { secrets: [recaptchaSecret] });
