import type { TagListItem } from '@domain/recipe/types';
import { apiCall } from './api';
import { tagLanguageOf } from './languages';

const TAG_LISTS = {
  popular: 'POST /api/supabase/get-popular-tags',
  trending: 'POST /api/supabase/get-trending-tags',
} as const;

/**
 * A tag list (spec 001 §3): the most used tags (`popular`, offered on the recipe form) or the rising ones
 * (`trending`, on the home page), in the interface language's tag language; anyone may read them.
 */
export async function getTagList(
  list: keyof typeof TAG_LISTS,
  language: string,
  limit: number,
  signal?: AbortSignal,
): Promise<TagListItem[]> {
  const answer = await apiCall(TAG_LISTS[list], {
    body: { language: tagLanguageOf(language), limit },
    signal,
    auth: false,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}
