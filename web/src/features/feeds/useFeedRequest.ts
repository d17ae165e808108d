import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { findCategory } from '@domain/catalog/types';
import { RECIPE_LANGUAGES } from '@domain/recipe/types';
import { useCategories } from '@/components/catalog';
import { signedInUid, useSession } from '@/platform/session';
import type { FeedRequest } from './api';

/**
 * What a feed asks for: the content language (the interface language; 001 §1), the page's ?category= as a category
 * id (the side navigation links by name, /?category=dessert: 000 §2) and who asks. While the session is still
 * loading the request goes out as a guest's, so a visitor's feeds do not wait for Firebase Auth; a signed-in user's
 * key changes once the session arrives and their wider feed replaces it.
 */
export function useFeedRequest(): FeedRequest {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const categories = useCategories();
  const category = params.get('category') || null;
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language = (RECIPE_LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'en';
  return {
    language,
    category: findCategory(categories.data ?? [], category)?.id ?? category,
    viewer: signedInUid(session) ?? '',
  };
}
