import { HOME_GRID_SIZE } from '@domain/pages/firstView';
import './feeds.css';

/** ours: what home shows of the feeds before any card: the tags row and two grids. */
const SKELETON_GRIDS = 2;

/** The home grids' size (the domain's, which the server's first view lists too), here so the skeleton needs no query code. */
export const HOME_GRID_SIZE_HINT = HOME_GRID_SIZE;

/**
 * The home feeds' place while their code loads (app/routes/homeRoute.tsx): the same boxes the feeds fill, so the page
 * does not move when they arrive. No text (the feeds' translations arrive with their code).
 */
export function HomeFeedsSkeleton({ cards }: { cards: number }) {
  return (
    <div className="feeds" aria-busy="true">
      <div className="feed-tags" />
      {Array.from({ length: SKELETON_GRIDS }, (_, grid) => (
        <div key={grid}>
          <div className="feed-section__head" />
          <SkeletonCards count={cards} />
        </div>
      ))}
    </div>
  );
}

/** Card-shaped blocks of a feed grid's height, hidden from assistive technology. */
export function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="card-grid feed-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="feed-grid__skeleton">
            <div className="recipe-card__media" />
          </div>
        </li>
      ))}
    </ul>
  );
}
