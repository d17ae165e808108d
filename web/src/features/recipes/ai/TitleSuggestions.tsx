import {
  AI_SUGGESTION_LIMITS,
  insertSuggestion,
  noSuggestions,
  type RecipeSuggestions,
} from '@domain/ai/suggestions';
import type { RecipeSuggestionsAnswer } from '@domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/busy';
import { BusyButton } from '@/components/form';
import { toApiError } from '@/platform/api';
import { row, type RecipeFormState, type Row } from '../form/state';
import { AiPanel } from './AiPanel';
import { fetchRecipeSuggestions } from './api';

type ListField = 'ingredients' | 'instructions';

function withSuggestion(rows: readonly Row[], text: string): Row[] {
  const texts = insertSuggestion(
    rows.map((item) => item.text),
    text,
  );
  return texts.map((value, index) => {
    const existing = rows[index];
    if (!existing) return row(value);
    return existing.text === value ? existing : { ...existing, text: value };
  });
}

/**
 * The ai-title step of /create-recipe (000 §1, §2): with a title typed, "Suggest" asks the server for a
 * description, ingredients and instructions (5 per 10 minutes, counted there) and shows them to pick from; a picked
 * line goes into the first blank row and never twice. Offline answers say so (decision 0015). Its own chunk.
 */
export default function TitleSuggestions({
  state,
  setState,
  linkToken,
}: {
  state: RecipeFormState;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
  /** The /share page's request link (001 §7): the friend asks without an account. */
  linkToken?: string;
}) {
  const { t, i18n } = useTranslation('ai');
  const [answer, setAnswer] = useState<RecipeSuggestionsAnswer | null>(null);
  const title = state.title.trim();
  const suggest = useMutation({
    mutationFn: () => fetchRecipeSuggestions(title, i18n.resolvedLanguage ?? 'en', linkToken),
    onSuccess: (found) => setAnswer(noSuggestions(found.data) ? null : found),
  });
  const failureText = (caught: unknown) => {
    const failure = toApiError(caught);
    const resetIn = Number(failure.details.resetIn);
    if (failure.status === 429) return t('suggestions.rateLimited', { count: resetIn > 0 ? resetIn : 600 });
    if (failure.status === 401) return t('suggestions.loginRequired');
    if (failure.status === 400) return t('suggestions.titleTooShort');
    if (failure.status === 503) return t('suggestions.unavailable');
    return t('suggestions.failed');
  };
  const busy = suggest.isPending;
  const error = suggest.error
    ? failureText(suggest.error)
    : suggest.data && noSuggestions(suggest.data.data)
      ? t('suggestions.unavailable')
      : null;
  const ask = () => suggest.mutate();

  const addLine = (field: ListField, text: string) =>
    setState((current) => ({ ...current, [field]: withSuggestion(current[field], text) }));
  const pickDescription = (text: string) => setState((current) => ({ ...current, description: text }));
  const fillAll = (data: RecipeSuggestions) =>
    setState((current) => {
      let next = current.description.trim()
        ? current
        : { ...current, description: data.description[0] ?? '' };
      for (const field of ['ingredients', 'instructions'] as const) {
        for (const text of data[field]) next = { ...next, [field]: withSuggestion(next[field], text) };
      }
      return next;
    });

  return (
    <AiPanel
      titleId="ai-suggestions-title"
      title={t('suggestions.heading')}
      hint={t('suggestions.hint')}
      testId="ai-suggestions"
    >
      {title ? (
        <BusyButton
          className="button button--primary"
          onClick={ask}
          busy={busy}
          label={t('suggestions.ask')}
          busyLabel={t('suggestions.working')}
          data-testid="ai-suggest"
        />
      ) : null}
      <Alert className="notice notice--warning">{error}</Alert>
      {answer ? (
        <div className="ai-suggestions__answer" data-testid="ai-suggestions-answer">
          <p className="ai-suggestions__meta">
            {answer.source === 'offline' ? <span className="badge">{t('suggestions.offline')}</span> : null}{' '}
            <span data-testid="ai-remaining">
              {t('suggestions.remaining', {
                count: answer.rateLimitRemaining,
                limit: AI_SUGGESTION_LIMITS.requests,
              })}
            </span>
          </p>
          <SuggestionList
            label={t('suggestions.description')}
            items={answer.data.description}
            onPick={pickDescription}
            pickLabel={t('suggestions.use')}
          />
          <SuggestionList
            label={t('suggestions.ingredients')}
            items={answer.data.ingredients}
            onPick={(text) => addLine('ingredients', text)}
            pickLabel={t('suggestions.add')}
          />
          <SuggestionList
            label={t('suggestions.instructions')}
            items={answer.data.instructions}
            onPick={(text) => addLine('instructions', text)}
            pickLabel={t('suggestions.add')}
          />
          <button
            type="button"
            className="button"
            onClick={() => fillAll(answer.data)}
            data-testid="ai-use-all"
          >
            {t('suggestions.useAll')}
          </button>
        </div>
      ) : null}
    </AiPanel>
  );
}

function SuggestionList({
  label,
  items,
  onPick,
  pickLabel,
}: {
  label: string;
  items: readonly string[];
  onPick: (text: string) => void;
  pickLabel: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="ai-suggestions__field">
      <h3 className="ai-suggestions__label">{label}</h3>
      <ul className="ai-suggestions__list">
        {items.map((text) => (
          <li key={text} className="ai-suggestions__item">
            <span>{text}</span>
            <button
              type="button"
              className="button button--small"
              onClick={() => onPick(text)}
              aria-label={`${pickLabel}: ${text}`}
            >
              {pickLabel}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
