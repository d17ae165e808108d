import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rankSimilar, type SimilarityRecipe } from '@domain/recipe/similarity';
import type { RecipeSummary } from '@domain/recipe/types';
import { FIRST_PAGE, getUserRecipes } from '@/components/recipe-card/api';
import { RecipeCard } from '@/components/recipe-card/RecipeCard';
import { useCategoryLookup } from '@/components/recipe-card/useCategoryLookup';
import { currentLanguage } from '@/platform/i18n';
import { signedInUid, useSession } from '@/platform/session';
import { getSimilarRecipes, type RecipeView, type SimilarRecipe } from '../api';

/** ours: four cards fill a row on a wide screen (the spec's default of 2 is the server's when no count is asked). */
export const RELATED_COUNT = 4;

function dietaryOf(recipe: Record<string, unknown>): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(recipe).filter(([key, value]) => /^is[A-Z]/.test(key) && typeof value === 'boolean'),
  ) as Record<string, boolean>;
}

function asSimilarity(
  recipe: Partial<RecipeSummary> & { id: string; ingredients?: readonly string[] },
): SimilarityRecipe {
  return {
    id: recipe.id,
    categories: recipe.categories ?? [],
    tags: recipe.tags ?? [],
    ingredients: recipe.ingredients ?? [],
    dietary: dietaryOf(recipe as Record<string, unknown>),
    rating: recipe.rating ?? 0,
    views: recipe.views ?? 0,
  };
}

/**
 * The client fallback of "You might also like" (spec 001 §7: "A client-side scoring fallback exists"): the author's
 * other recipes the page can read, ranked with the domain's similarity scoring (the server's weights).
 */
export async function similarFromAuthor(recipe: RecipeView, signal?: AbortSignal): Promise<SimilarRecipe[]> {
  if (!recipe.authorId) return [];
  const page = await getUserRecipes({ targetUserId: recipe.authorId, page: FIRST_PAGE }, signal);
  const byId = new Map(page.recipes.map((summary) => [summary.id, summary]));
  const ranked = rankSimilar(asSimilarity(recipe), page.recipes.map(asSimilarity), RELATED_COUNT);
  return ranked.flatMap((entry) => {
    const summary = byId.get(entry.id);
    return summary ? [{ ...summary, similarityScore: entry.similarityScore }] : [];
  });
}

/** "You might also like" (spec 000 §2, 001 §7): GET /api/recipes/similar, else the client fallback. */
export function RelatedRecipes({ recipe }: { recipe: RecipeView }) {
  const { t } = useTranslation('recipes');
  const categoryName = useCategoryLookup();
  // The recipe's content only matters for the fallback; a new id is a new question, and so is a new viewer (the
  // server orders by the signed-in viewer's affinity and leaves their own recipes out).
  const session = useSession();
  const viewer = signedInUid(session) ?? 'guest';
  // and a new interface language: a recipe family is related as its member in it (decision 0073)
  const language = currentLanguage();
  const query = useQuery({
    queryKey: ['recipe-similar', recipe.id, viewer, language],
    queryFn: async ({ signal }) => {
      const items = await getSimilarRecipes(recipe.id, RELATED_COUNT, language, signal).catch(
        (error: unknown) => {
          if (signal.aborted) throw error;
          console.warn('Related recipes: the server could not answer; scoring here.', error);
          return similarFromAuthor(recipe, signal);
        },
      );
      return items.filter((item) => item.id !== recipe.id);
    },
    // a related list is a nicety: when both ways fail it is simply not shown
    retry: false,
  });
  const current = query.isPending
    ? { status: 'loading' as const }
    : { status: 'ready' as const, items: query.data ?? [] };
  if (current.status === 'ready' && current.items.length === 0) return null;

  return (
    <section className="recipe-related" aria-labelledby="recipe-related-title" data-testid="recipe-related">
      <h2 id="recipe-related-title" className="recipe-section__title">
        {t('detail.related')}
      </h2>
      {current.status === 'loading' ? (
        <p className="recipe-related__loading" role="status">
          {t('detail.relatedLoading')}
        </p>
      ) : (
        <ul className="card-grid">
          {current.items.map((item) => (
            <li key={item.id}>
              <RecipeCard
                recipe={item}
                categoryName={categoryName}
                headingLevel={3}
                // The mirror's summaries carry the author's id only; this page knows its own author's names.
                author={
                  item.authorId && item.authorId === recipe.authorId
                    ? { uid: item.authorId, name: recipe.authorName, username: recipe.authorUsername }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
