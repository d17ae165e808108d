import { callFunction } from '@/platform/api';
import { keptOnDevice } from '@/platform/deviceCopy';
import { favoriteKeys } from '@/platform/queryKeys';

/**
 * The viewer's favorites overview (the favorites screen, the empty week's ideas), its last answer kept on the device
 * for offline reading (decision 0070). A module of its own: the favorite button's chunk stays without it.
 */
export const favoritesOverviewQuery = (viewer: string) =>
  keptOnDevice(favoriteKeys.overview(viewer), () => callFunction('favorites-overview', {}));
