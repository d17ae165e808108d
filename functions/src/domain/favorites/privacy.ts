/**
 * Who sees a user's collections (001 §3 "User (social fields)", §6): their privacy setting for collections, with the
 * same three levels and the same rule as rated recipes (only me, followers, everyone; the owner always).
 */
export { mayViewRatedRecipes as mayViewCollections } from '../ratings/privacy';
