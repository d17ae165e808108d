import { REPLACEMENT_CODES, REPLACEMENT_LIMITS } from '@domain/ai/replacementRules';
import type { IngredientReplacementAnswer } from '@domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/busy';
import { BusyButton } from '@/components/form';
import { toApiError } from '@/platform/api';
import { saveReturnPath } from '@/platform/returnPath';
import { signedInUid, useSession } from '@/platform/session';
import { fetchIngredientReplacement, trackIngredientClick } from './api';

export interface ReplacementRecipe {
  id: string;
  title: string;
  description: string;
  ingredients: string[];
}

/**
 * The AI ingredient-replacement box of the recipe page (000 §2, §6, §8, §9): a signed-in reader picks the
 * ingredient they lack and gets what to use instead, how much and why; 5 requests an hour, counted by the server
 * and shown as n/5 (none left at 0). Guests see the guest message. Picks are tracked. Its own chunk.
 */
export default function ReplacementBox({ recipe }: { recipe: ReplacementRecipe }) {
  const { t, i18n, ready } = useTranslation('ai');
  const session = useSession();
  const location = useLocation();
  const selectId = useId();
  const [picked, setPicked] = useState(recipe.ingredients[0] ?? '');
  const [answer, setAnswer] = useState<IngredientReplacementAnswer | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const replace = useMutation({
    mutationFn: (ingredient: string) =>
      fetchIngredientReplacement(recipe, ingredient, i18n.resolvedLanguage ?? 'en'),
    onMutate: () => setAnswer(null),
    onSuccess: (found) => {
      setAnswer(found);
      setRemaining(found.rateLimitRemaining);
    },
    onError: (caught) => {
      const failure = toApiError(caught);
      if (failure.details.reason === REPLACEMENT_CODES.rateLimited || failure.status === 429) setRemaining(0);
    },
  });
  if (!ready || recipe.ingredients.length === 0) return null;
  const uid = signedInUid(session);
  const busy = replace.isPending;
  const error = replace.error ? failureText(replace.error) : null;

  function failureText(caught: unknown) {
    const failure = toApiError(caught);
    const resetIn = Number(failure.details.resetIn);
    if (failure.details.reason === REPLACEMENT_CODES.rateLimited || failure.status === 429)
      return t('replacement.rateLimitExceeded', { count: Math.max(1, Math.ceil((resetIn || 3600) / 60)) });
    if (failure.details.reason === REPLACEMENT_CODES.authRequired || failure.status === 401)
      return t('replacement.loginRequired');
    return t('replacement.error');
  }

  const ask = () => {
    trackIngredientClick(picked, recipe.id, uid, 'replace');
    replace.mutate(picked);
  };

  return (
    <section
      className="card ai-replacement"
      aria-labelledby="ai-replacement-title"
      data-testid="ai-replacement"
    >
      <h3 id="ai-replacement-title" className="ai-replacement__title">
        {t('replacement.heading')}
      </h3>
      {uid === null ? (
        <p className="ai-replacement__hint" data-testid="ai-replacement-guest">
          {t('replacement.guest')}{' '}
          <Link to="/login" onClick={() => saveReturnPath(location.pathname)}>
            {t('replacement.login')}
          </Link>
        </p>
      ) : (
        <>
          <label htmlFor={selectId} className="ai-replacement__hint">
            {t('replacement.pick')}
          </label>
          <div className="ai-replacement__row">
            <select
              id={selectId}
              className="form__input form__select"
              value={picked}
              dir="auto"
              onChange={(event) => {
                setPicked(event.target.value);
                setAnswer(null);
                trackIngredientClick(event.target.value, recipe.id, uid, 'select');
              }}
              data-testid="ai-replacement-select"
            >
              {recipe.ingredients.map((line) => (
                <option key={line} value={line}>
                  {line}
                </option>
              ))}
            </select>
            <BusyButton
              className="button button--primary"
              onClick={ask}
              busy={busy}
              disabled={busy || remaining === 0}
              label={t('replacement.ask')}
              busyLabel={t('replacement.working')}
              data-testid="ai-replacement-ask"
            />
          </div>
          {remaining !== null ? (
            <p className="ai-replacement__hint" data-testid="ai-replacement-remaining">
              {remaining === 0
                ? t('replacement.noRequestsLeft')
                : t('replacement.remaining', { count: remaining, limit: REPLACEMENT_LIMITS.requests })}
            </p>
          ) : null}
        </>
      )}
      <Alert className="notice notice--warning">{error}</Alert>
      {answer ? (
        <div className="ai-replacement__answer" data-testid="ai-replacement-answer" aria-live="polite">
          {answer.replacement ? (
            <>
              <p className="ai-replacement__use">
                {t('replacement.use', {
                  amount: answer.replacement.amount,
                  substitute: answer.replacement.substitute,
                })}
              </p>
              <p className="ai-replacement__why">{answer.replacement.why}</p>
            </>
          ) : (
            <p>{t('replacement.none')}</p>
          )}
          {answer.source === 'offline' ? <span className="badge">{t('replacement.offline')}</span> : null}
        </div>
      ) : null}
    </section>
  );
}
