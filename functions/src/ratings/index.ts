/**
 * The ratings group: deploys as ratings-<name> (region us-central1). Rating a recipe, its aggregate, a user's
 * rated recipes and the cooks' photos (spec 001 §4, §7). Only wiring: contract (domain/contracts/ratings.ts) + handler (handlers.ts).
 */
import { ratings as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import { serve } from '../platform/http';
import { IMAGE_HOST_SECRETS } from '../platform/imageHost';
import { recaptchaSecret } from '../platform/params';
import * as handlers from './handlers';
import { router } from './router';
import './recipeCleanup';

const secrets = [recaptchaSecret, ...IMAGE_HOST_SECRETS];

export const rate = callable(contracts.ratingsRate, handlers.rateHandler, { secrets });
export const removePhoto = callable(contracts.ratingsRemovePhoto, handlers.removePhotoHandler, { secrets });
export const api = serve(router);
