import type { RecipeSourceDoc } from '@domain/recipe/types';
import { useTranslation } from 'react-i18next';

/** The host of an address, without www. ("dana.example"); '' when it is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * An imported recipe's source (issue 32 §1): "Adapted from {site}" linking the page it came from, and its author
 * when the page named one. Nothing for a recipe written here.
 */
export function AdaptedFrom({ source }: { source: RecipeSourceDoc | null | undefined }) {
  const { t } = useTranslation('recipes');
  if (!source) return null;
  const name = source.siteName || hostOf(source.url) || source.author;
  if (!name) return null;
  return (
    <p className="recipe-detail__source" data-testid="recipe-source">
      {t('detail.adaptedFrom')}{' '}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer nofollow ugc" dir="auto">
          {name}
        </a>
      ) : (
        <bdi>{name}</bdi>
      )}
      {source.author && source.author !== name ? (
        <>
          {' '}
          {t('detail.sourceAuthor')} <bdi>{source.author}</bdi>
        </>
      ) : null}
    </p>
  );
}
