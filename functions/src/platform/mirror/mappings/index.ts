/**
 * Every mirrored collection's MirrorMapping (Firestore document → Postgres row), in one place below the groups: a
 * write in one group often touches another's documents (a recipe moves its author's recipeCount and its tags), and
 * the reconciler triggers (mirror/) and the mirror-write check (mirrorWrites.test.ts) read this list.
 * A new mirrored entity adds its migration, its mapping file here, and its entry in MIRROR_MAPPINGS.
 */
import { categoryMapping } from './categories';
import { collectionMapping } from './collections';
import { commentLikeMapping, commentMapping, commentReportMapping } from './comments';
import { contentMapping } from './content';
import { dietaryOptionMapping } from './dietaryOptions';
import { favoriteMapping } from './favorites';
import { followMapping, notificationSettingMapping } from './follows';
import { householdMapping, planEntryMapping, shoppingLineMapping } from './households';
import { profileMapping } from './profiles';
import { ratingMapping } from './ratings';
import { recipeLinkMapping } from './recipeLinks';
import { recipeMapping } from './recipes';
import { tagMapping } from './tags';

export {
  categoryMapping,
  collectionMapping,
  commentLikeMapping,
  commentMapping,
  commentReportMapping,
  contentMapping,
  dietaryOptionMapping,
  favoriteMapping,
  followMapping,
  householdMapping,
  notificationSettingMapping,
  planEntryMapping,
  profileMapping,
  ratingMapping,
  recipeLinkMapping,
  recipeMapping,
  shoppingLineMapping,
  tagMapping,
};

export const MIRROR_MAPPINGS = [
  categoryMapping,
  dietaryOptionMapping,
  contentMapping,
  profileMapping,
  recipeMapping,
  tagMapping,
  collectionMapping,
  commentMapping,
  commentLikeMapping,
  commentReportMapping,
  followMapping,
  notificationSettingMapping,
  ratingMapping,
  favoriteMapping,
  recipeLinkMapping,
  householdMapping,
  planEntryMapping,
  shoppingLineMapping,
] as const;
