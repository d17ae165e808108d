import type { z } from 'zod';

/**
 * Unsaved form drafts, one per form per device (issue 27 "Forms lose work"): kept in localStorage under a key that
 * names the form and what it edits (`create`, `edit:{recipeId}`, `share:{token}`). A draft that no longer reads as
 * the form's shape (an older build's, or edited by hand) is dropped, never half-restored.
 */
const PREFIX = 'matkon:draft:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // storage refused (private mode, blocked cookies): the form still works, it only keeps no draft
    return null;
  }
}

export function readDraft<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: dropped below
  }
  forgetDraft(key);
  return null;
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // quota full: the draft is not kept, the form goes on
  }
}

export function forgetDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}
