export { FavoriteButton } from './FavoriteButton';
export * as favoriteApi from './api';
