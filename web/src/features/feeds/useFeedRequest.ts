import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RECIPE_LANGUAGES } from '@domain/recipe/types';
import { useSession } from '@/platform/session';
import type { FeedRequest } from './api';

/**
 * What a feed asks for: the content language (the interface language; 001 §1), the page's ?category= and who
 * asks. While the session is still loading the request goes out as a guest's, so a visitor's feeds do not wait for
 * Firebase Auth; a signed-in user's key changes once the session arrives and their wider feed replaces it.
 */
export function useFeedRequest(): FeedRequest {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language = (RECIPE_LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'en';
  return {
    language,
    category: params.get('category') || null,
    viewer: session.status === 'signedIn' ? session.user.uid : '',
  };
}
