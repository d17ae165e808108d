import { useEffect, useState } from 'react';
import { trackView } from '../api';
import { hasCountedView, rememberCountedView, viewerFingerprint } from './fingerprint';

/** Views asked for in this page load: StrictMode's second effect run and quick remounts do not ask twice. */
const asked = new Set<string>();

/**
 * Counts the view once per viewer (spec 001 §7, POST /api/recipes/track-view with the browser's fingerprint; the
 * server keeps one view per viewer). Answers the server's view count once it has counted this one, else null.
 */
export function useTrackView(recipeId: string | null, viewerKey: string): number | null {
  const [counted, setCounted] = useState<{ id: string; views: number } | null>(null);
  useEffect(() => {
    if (!recipeId) return;
    const key = `${viewerKey}:${recipeId}`;
    if (asked.has(key) || hasCountedView(key)) return;
    asked.add(key);
    // No cleanup flag: StrictMode unmounts the first effect run, and its answer still belongs on the page.
    trackView(recipeId, viewerFingerprint()).then(
      (answer) => {
        rememberCountedView(key);
        if (answer?.counted && typeof answer.views === 'number')
          setCounted({ id: recipeId, views: answer.views });
      },
      (error: unknown) => {
        asked.delete(key);
        console.warn('The view could not be counted.', error);
      },
    );
  }, [recipeId, viewerKey]);
  return counted?.id === recipeId ? counted.views : null;
}
