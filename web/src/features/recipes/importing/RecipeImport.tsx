import { RECIPE_FORM_MAX_LENGTH } from '@domain/constants/recipe';
import type { ImportCallAnswer } from '@domain/importing/calls';
import { rowsOverFormLimit } from '@domain/recipe/form';
import { SAFE_FETCH_REASONS } from '@domain/safeFetch';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField, TextAreaField } from '@/components/form';
import { toApiError } from '@/platform/api';
import { retryClock } from '../ai/VideoExtraction';
import { AiPanel } from '../ai/AiPanel';
import type { RecipeFormState } from '../form/state';
import type { ImportChoice } from '../MethodSelector';
import { importRecipeLink, importRecipeText } from './api';
import { formFromImport } from './formFromImport';

/** ours, the server's limit (domain/importing/calls.ts IMPORT_LIMITS.textCharacters). */
const MAX_TEXT = 20_000;

interface Problem {
  key: string;
  values?: Record<string, string>;
}

/** The server's refusal as a text of the importing namespace. */
export function importFailure(caught: unknown, language: string): Problem {
  const failure = toApiError(caught);
  if (failure.status === 429) {
    const time = retryClock(failure.details.resetTime, language);
    return time ? { key: 'errors.rateLimitedUntil', values: { time } } : { key: 'errors.rateLimited' };
  }
  if (failure.status === 401) return { key: 'errors.loginRequired' };
  if (failure.status === 403) return { key: 'errors.botCheck' };
  const reason = String(failure.details.reason ?? '');
  if (reason === 'noRecipe') {
    return { key: failure.details.field === 'url' ? 'errors.noRecipeOnPage' : 'errors.noRecipeInText' };
  }
  // the safe fetch's refusals (decision 0061), each in the reader's language
  if ((SAFE_FETCH_REASONS as readonly string[]).includes(reason)) return { key: `errors.fetch.${reason}` };
  if (failure.status === 400 && /too long/i.test(failure.message)) return { key: 'errors.tooLong' };
  if (failure.status === 400 && /web address/i.test(failure.message)) return { key: 'errors.urlInvalid' };
  return { key: 'errors.failed' };
}

/** What the cook typed, checked before it is sent: the translation key of its problem, or null. */
function localProblem(kind: ImportChoice, value: string): string | null {
  const text = value.trim();
  if (kind === 'link') {
    if (!text) return 'errors.urlRequired';
    return /^https?:\/\/\S+$/i.test(text) ? null : 'errors.urlInvalid';
  }
  if (!text) return 'errors.empty';
  return value.length > MAX_TEXT ? 'errors.tooLong' : null;
}

/**
 * The import steps of /create-recipe (issue 32 §1, §3): a recipe page's address (read on the server through the
 * safe fetch) or a pasted recipe's text (the AI provider; offline, the text reader) becomes a draft that fills the
 * form below for the cook to review and save. Its own chunk, as the video step is.
 */
export default function RecipeImport({
  kind,
  setState,
}: {
  kind: ImportChoice;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
}) {
  const { t, i18n } = useTranslation('importing');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [answer, setAnswer] = useState<ImportCallAnswer | null>(null);
  const reading = useMutation({
    mutationFn: (value: string) =>
      kind === 'link' ? importRecipeLink(value.trim(), language) : importRecipeText(value, language),
    onSuccess: (found) => {
      setAnswer(found);
      setState((current) => formFromImport(current, found));
    },
    onError: (caught) => setProblem(importFailure(caught, language)),
  });
  const busy = reading.isPending;
  const error = problem ? t(problem.key, problem.values) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = localProblem(kind, text);
    setProblem(local ? { key: local } : null);
    if (!local) reading.mutate(text);
  };

  return (
    <AiPanel
      titleId={`${id}-title`}
      title={t(`${kind}.heading`)}
      hint={t(`${kind}.hint`)}
      testId="recipe-import"
    >
      <form className="recipe-import__form" onSubmit={submit} noValidate>
        {kind === 'link' ? (
          <InputField
            id={`${id}-url`}
            label={t('link.label')}
            required
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('link.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error}
            dir="ltr"
            data-testid="import-url"
          />
        ) : (
          <TextAreaField
            id={`${id}-text`}
            label={t('paste.label')}
            required
            rows={10}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error}
            dir="auto"
            data-testid="import-text"
          />
        )}
        <button type="submit" className="button button--primary" disabled={busy} data-testid="import-submit">
          {busy ? t('working') : t(`${kind}.submit`)}
        </button>
      </form>
      {answer && !busy ? <ImportNotice answer={answer} /> : null}
    </AiPanel>
  );
}

export function ImportNotice({ answer }: { answer: ImportCallAnswer }) {
  const { t } = useTranslation('importing');
  const missing = answer.warnings.filter((warning) => warning !== 'longIngredients');
  // decision 0071: the lines the form will refuse (its 50 characters), named so the cook shortens them first
  const long = answer.warnings.includes('longIngredients')
    ? rowsOverFormLimit('ingredients', answer.draft.ingredients)
    : [];
  return (
    <div className="notice recipe-import__filled" role="status" data-testid="import-filled">
      <p>
        {answer.reader === 'offline' ? <span className="badge">{t('offline')}</span> : null}{' '}
        {t('filled', { count: answer.rateLimitRemaining })}
      </p>
      <p>{t('private')}</p>
      {answer.draft.imageUrl ? <p>{t('photo')}</p> : null}
      {missing.length ? (
        <p data-testid="import-warnings">
          {t('warningsTitle')} {missing.map((warning) => t(`warnings.${warning}`)).join(', ')}
        </p>
      ) : null}
      {long.length ? (
        <div data-testid="import-long-ingredients">
          <p>{t('longIngredients', { max: RECIPE_FORM_MAX_LENGTH.ingredient })}</p>
          <ul>
            {long.map((row) => (
              <li key={row} dir="auto">
                {answer.draft.ingredients[row]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
