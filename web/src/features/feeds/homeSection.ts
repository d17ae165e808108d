import type { FeedRequest } from './api';
import type { CardLook } from './FeedGrid';

/** A lazily loaded home section's props (HomeFeeds.tsx): the home's feed request and the card look it already has. */
export type HomeSectionProps = CardLook & { request: FeedRequest };

/**
 * The card look with the section's own default image (from its answer) in place of the home's once it has one.
 * Its own module so that only the lazy sections load it, not the home's first chunk.
 */
export function withOwnDefaultImage(look: CardLook, answer?: { defaultImage: string | null }): CardLook {
  return { ...look, defaultImage: answer?.defaultImage ?? look.defaultImage };
}
