import { RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import { MAX_TAGS_PER_RECIPE } from '@domain/recipe/tags';
import { hasTag } from './state';

export interface TagsAdded {
  tags: string[];
  added: string[];
  duplicates: string[];
  /** Tags that did not fit under the limit: the user is told which. */
  dropped: string[];
}

/**
 * What typing, pasting or picking `raw` does to the tags: a list separated by commas or lines adds each entry
 * (a leading # and repeated spaces dropped, each cut to the tag length), a tag already there (case aside) is not
 * added twice, and what goes over the recipe's limit is not added but named.
 */
export function addTags(current: readonly string[], raw: string, max = MAX_TAGS_PER_RECIPE): TagsAdded {
  const result: TagsAdded = { tags: [...current], added: [], duplicates: [], dropped: [] };
  for (const part of raw.split(/[,\n]/)) {
    const tag = Array.from(
      part
        .replace(/^\s*#+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
      .slice(0, RECIPE_FORM_MAX_LENGTH.tag)
      .join('');
    if (!tag) continue;
    if (hasTag(result.tags, tag) || hasTag(result.dropped, tag)) result.duplicates.push(tag);
    else if (result.tags.length >= max) result.dropped.push(tag);
    else {
      result.tags.push(tag);
      result.added.push(tag);
    }
  }
  return result;
}
