/**
 * Who sees a cook's following list (001 §3 "User (social fields)", §6; decision 0042): their privacy setting for
 * following, with the same three levels and the same rule as rated recipes and collections (only me, followers,
 * everyone; the owner always sees their own).
 */
export { mayViewRatedRecipes as mayViewFollowing } from '../ratings/privacy';
