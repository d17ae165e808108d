/**
 * The `mirror` group: one reconciler trigger per mirrored collection (deploys as mirror-on<Entity>Written).
 * A new mirrored entity declares its MirrorMapping in platform/mirror/mappings and its trigger here.
 */
import * as mappings from '../platform/mirror/mappings';
import { mirrorTrigger } from '../platform/mirror/trigger';

export const onCategoryWritten = mirrorTrigger(mappings.categoryMapping);
export const onDietaryOptionWritten = mirrorTrigger(mappings.dietaryOptionMapping);
export const onContentWritten = mirrorTrigger(mappings.contentMapping);
export const onProfileWritten = mirrorTrigger(mappings.profileMapping);
export const onRecipeWritten = mirrorTrigger(mappings.recipeMapping);
export const onTagWritten = mirrorTrigger(mappings.tagMapping);
export const onCollectionWritten = mirrorTrigger(mappings.collectionMapping);
export const onCommentWritten = mirrorTrigger(mappings.commentMapping);
export const onCommentLikeWritten = mirrorTrigger(mappings.commentLikeMapping);
export const onCommentReportWritten = mirrorTrigger(mappings.commentReportMapping);
export const onFollowWritten = mirrorTrigger(mappings.followMapping);
export const onNotificationSettingWritten = mirrorTrigger(mappings.notificationSettingMapping);
export const onRecipeLinkWritten = mirrorTrigger(mappings.recipeLinkMapping);
export const onRatingWritten = mirrorTrigger(mappings.ratingMapping);
export const onFavoriteWritten = mirrorTrigger(mappings.favoriteMapping);
export const onHouseholdWritten = mirrorTrigger(mappings.householdMapping);
export const onPlanEntryWritten = mirrorTrigger(mappings.planEntryMapping);
export const onShoppingLineWritten = mirrorTrigger(mappings.shoppingLineMapping);
