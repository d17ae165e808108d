import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_SCORES } from '@domain/personal/constants';
import { TitledSection } from '@/components/TitledSection';
import { useToast } from '@/components/toast';
import { apiCall } from '@/platform/api';
import { feedKeys } from '@/platform/queryKeys';
import './personal.css';

const interestsKey = (viewer: string) => ['language-interests', viewer] as const;

/**
 * The profile's "languages you are exploring" (001 §1: each signed-in user's language-learning profile; the reset is
 * ours): each language's interest score, whether it reaches the user's feeds (10 or more), and a reset that deletes
 * the events and scores (DELETE /api/user/language-interests). `personal` texts.
 */
export function LanguageInterests({ viewer }: { viewer: string }) {
  const { t } = useTranslation('personal');
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = interestsKey(viewer);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall('GET /api/user/language-interests', { query: {}, signal }),
  });
  const reset = useMutation({
    mutationFn: () => apiCall('DELETE /api/user/language-interests', { query: {} }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      // the feeds narrow again
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      toast.success(t('languages.resetDone'));
    },
    onError: () => toast.error(t('languages.resetFailed')),
  });
  const interests = query.data?.interests ?? [];
  const allowed = new Set(query.data?.allowed ?? []);
  const languageName = (code: string) => t(`language.${code}`, { defaultValue: code });

  return (
    <TitledSection
      className="card language-interests"
      titleId="language-interests-title"
      title={t('languages.title')}
      data-testid="language-interests"
    >
      <p className="language-interests__intro">{t('languages.intro')}</p>
      {query.status === 'error' ? (
        <p role="alert">{t('languages.loadFailed')}</p>
      ) : query.status === 'pending' ? null : interests.length === 0 ? (
        <p>{t('languages.empty')}</p>
      ) : (
        <>
          <ul className="language-interests__list">
            {interests.map((interest) => (
              <li key={interest.language}>
                <span className="language-interests__name">{languageName(interest.language)}</span>
                <meter
                  min={0}
                  max={LANGUAGE_SCORES.preferAt * 2}
                  low={LANGUAGE_SCORES.allowAt}
                  value={interest.score}
                  aria-label={languageName(interest.language)}
                />
                <span>{t('languages.score', { score: interest.score })}</span>
                {allowed.has(interest.language) ? (
                  <span className="badge badge--soft">{t('languages.allowed')}</span>
                ) : null}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            onClick={() => reset.mutate()}
            disabled={reset.isPending}
            aria-busy={reset.isPending || undefined}
          >
            {t('languages.reset')}
          </button>
        </>
      )}
    </TitledSection>
  );
}
