import type { VideoRecipe } from '@domain/ai/video';
import type { VideoRecipeExtractionAnswer } from '@domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from '@/components/form';
import { toApiError } from '@/platform/api';
import { videoState, withDraftTexts, type RecipeFormState } from '../form/state';
import { YouTubeLinkInput } from '../form/YouTubeLinkInput';
import { AiPanel } from './AiPanel';
import { extractVideoRecipe } from './api';

/** The URL rules' texts (the edit form's video rules: the domain's, 000 §5) as translation keys of the video step. */
function linkProblem(url: string): string | null {
  const video = videoState(url);
  if (video.status === 'empty') return 'urlRequired';
  if (video.status === 'valid') return null;
  return video.key === 'shortsUnsupported' ? 'shortsUnsupported' : 'urlInvalid';
}

/** A refusal's text: a key of the video namespace and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string>;
}

/** When a full hour opens again (the 429's resetTime), as the reader's clock shows it: "14:05". */
export function retryClock(resetTime: unknown, language: string): string | null {
  const at = typeof resetTime === 'string' ? new Date(resetTime) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}

/** The server's refusal (000 §5, §8) as a text of the video namespace. */
export function videoFailure(caught: unknown, language: string): Problem {
  const failure = toApiError(caught);
  if (failure.status === 429) {
    const time = retryClock(failure.details.resetTime, language);
    return time ? { key: 'errors.rateLimitedUntil', values: { time } } : { key: 'errors.rateLimited' };
  }
  return { key: failureKey(failure) };
}

function failureKey(failure: ReturnType<typeof toApiError>): string {
  const reason = String(failure.details.reason ?? '');
  if (failure.status === 401) return 'errors.loginRequired';
  if (failure.status === 409) return 'errors.turnedOff';
  if (['private', 'notFound', 'unverifiable', 'network'].includes(reason)) return `errors.${reason}`;
  if (failure.status === 400) return `errors.${linkProblem(String(failure.message)) ?? 'urlInvalid'}`;
  if (failure.code === 'unavailable' && failure.status === undefined) return 'errors.network';
  return 'errors.failed';
}

/** The extracted draft in the form: every field the video gave, the video itself, and the method (000 §1). */
export function formFromVideo(current: RecipeFormState, data: VideoRecipe): RecipeFormState {
  return {
    ...withDraftTexts(current, data),
    difficulty: data.difficulty,
    preparationTime: data.cookingTime ? String(data.cookingTime) : current.preparationTime,
    youtubeUrl: data.youtubeUrl,
    creationMethod: 'youtube',
  };
}

/**
 * The youtube step of /create-recipe (000 §1, §2, §5): paste a video's link, checked here by the domain's URL rules
 * and again on the server, which verifies the video and drafts its recipe (5 per hour); the draft fills the form
 * below for the cook to edit and save. Offline drafts say so (decision 0015). Its own chunk.
 */
export default function VideoExtraction({
  state,
  setState,
}: {
  state: RecipeFormState;
  setState: Dispatch<SetStateAction<RecipeFormState>>;
}) {
  const { t, i18n } = useTranslation('video');
  const id = useId();
  const [url, setUrl] = useState(state.youtubeUrl);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [answer, setAnswer] = useState<VideoRecipeExtractionAnswer | null>(null);
  const extraction = useMutation({
    mutationFn: (link: string) => extractVideoRecipe(link, i18n.resolvedLanguage ?? 'en'),
    onSuccess: (found) => {
      setAnswer(found);
      setState((current) => formFromVideo(current, found.data));
    },
    onError: (caught) => setProblem(videoFailure(caught, i18n.resolvedLanguage ?? 'en')),
  });
  const busy = extraction.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = linkProblem(url);
    setProblem(local ? { key: `errors.${local}` } : null);
    if (local) return;
    extraction.mutate(url.trim());
  };

  return (
    <AiPanel titleId={`${id}-title`} title={t('heading')} hint={t('hint')} testId="video-extraction">
      <form className="video-extraction__form" onSubmit={submit} noValidate>
        <FieldFrame
          id={`${id}-url`}
          label={t('label')}
          required
          error={problem ? t(problem.key, problem.values) : null}
          hint={t('formats')}
        >
          <YouTubeLinkInput
            id={`${id}-url`}
            value={url}
            invalid={!!problem}
            describedBy={describedBy(`${id}-url`, { error: !!problem, hint: true })}
            onChange={setUrl}
            testId="video-url"
          />
        </FieldFrame>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="video-extract">
          {busy ? t('working') : t('extract')}
        </button>
      </form>
      {busy ? (
        <p className="notice" role="status" data-testid="video-progress">
          {t('progress')}
        </p>
      ) : null}
      {answer && !busy ? (
        <p className="notice video-extraction__filled" role="status" data-testid="video-filled">
          {answer.source === 'offline' ? <span className="badge">{t('offline')}</span> : null}{' '}
          {t('filled', { count: answer.rateLimitRemaining })}
        </p>
      ) : null}
    </AiPanel>
  );
}
