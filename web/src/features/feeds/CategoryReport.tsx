import { useEffect } from 'react';
import type { CategoryLookup } from '@/components/recipe-card/types';
import { useCategoryLookup } from '@/components/recipe-card/useCategoryLookup';

/**
 * Hands the live category names to the page (useCardCategories). Its own chunk: it brings the Firestore SDK, which
 * the cards must not wait for. `onLookup` must be stable (a state setter).
 */
export default function CategoryReport({
  onLookup,
}: {
  onLookup: (lookup: { current: CategoryLookup }) => void;
}) {
  const lookup = useCategoryLookup();
  useEffect(() => onLookup({ current: lookup }), [lookup, onLookup]);
  return null;
}
