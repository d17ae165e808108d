/**
 * The ratings group: deploys as ratings-<name> (region us-central1). Rating a recipe, its aggregate and a user's
 * rated recipes (spec 001 §4, §7). Only wiring: contract (domain/contracts/ratings.ts) + handler (handlers.ts).
 */
import { ratings as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import { serve } from '../platform/http';
import { recaptchaSecret } from '../platform/params';
import * as handlers from './handlers';
import { router } from './router';
import './recipeCleanup';

export const rate = callable(contracts.ratingsRate, handlers.rateHandler, { secrets: [recaptchaSecret] });
export const api = serve(router);
