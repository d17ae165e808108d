import { useLocation } from 'react-router';
import { FavoritesPage } from './FavoritesPage';
import { FavoritesSimplePage } from './FavoritesSimplePage';

/** Both favorites routes load this one module: /favorites-simple shows the simple view, /favorites the enhanced. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').endsWith('/favorites-simple') ? (
    <FavoritesSimplePage />
  ) : (
    <FavoritesPage />
  );
}
