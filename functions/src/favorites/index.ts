/**
 * The favorites group (001 §2–§9 "Favorites and collections"): deploys as favorites-<name>. Only wiring: each
 * contract (domain/contracts/favorites.ts) with its handler (handlers.ts, `<name>Handler`).
 */
import { favorites as contracts } from '../domain/contracts';
import { callables } from '../platform/callable';
import { recaptchaSecret } from '../platform/params';
import * as handlers from './handlers';

/** The calls that bot-check their caller (handlers.ts) read the reCAPTCHA secret. */
const botChecked = { secrets: [recaptchaSecret] };

export const {
  toggle,
  status,
  ids,
  userCollections,
  overview,
  createCollection,
  updateCollection,
  deleteCollection,
  addToCollection,
  removeFromCollection,
  moveRecipe,
  updateNotes,
} = callables(contracts, handlers, {
  toggle: botChecked,
  createCollection: botChecked,
  updateCollection: botChecked,
  deleteCollection: botChecked,
  addToCollection: botChecked,
  removeFromCollection: botChecked,
  moveRecipe: botChecked,
  updateNotes: botChecked,
});
