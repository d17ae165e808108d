import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '@/components/icons';
import { languageName } from './languageName';
import { SAVE_STEPS, type SaveStep } from './submit';

export interface SaveProgressState {
  step: SaveStep;
  failed: boolean;
  /** The detected content language (shown with the language step). */
  language?: string;
}

/**
 * The save's progress (spec 000 §2 "Create progress messages"): a progress bar, the six steps with their state,
 * and a live region that announces the current step ("Step 3 of 6: Analyzing recipe language").
 */
export function SaveProgress({ progress, mode }: { progress: SaveProgressState; mode: 'create' | 'edit' }) {
  const { t, i18n } = useTranslation('recipes');
  const current = SAVE_STEPS.indexOf(progress.step);
  const label = (step: SaveStep) =>
    t(`progress.${mode === 'edit' && step === 'saving' ? 'savingEdit' : step}`);
  const language = progress.language ? languageName(progress.language, i18n.resolvedLanguage) : undefined;
  const announcement = progress.failed
    ? t('progress.failedAt', { step: label(progress.step) })
    : t('progress.announce', { n: current + 1, total: SAVE_STEPS.length, step: label(progress.step) });

  return (
    <div
      className="recipe-progress"
      data-testid="save-progress"
      data-step={progress.step}
      data-failed={progress.failed || undefined}
    >
      <progress
        className="recipe-progress__bar"
        max={SAVE_STEPS.length - 1}
        value={current}
        aria-label={t('progress.label')}
      />
      <ol className="recipe-progress__steps">
        {SAVE_STEPS.map((step, index) => {
          const state =
            index < current || (index === current && step === 'complete')
              ? 'done'
              : index === current
                ? progress.failed
                  ? 'failed'
                  : 'current'
                : 'pending';
          return (
            <li
              key={step}
              className={`recipe-progress__step recipe-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="recipe-progress__mark" aria-hidden="true">
                {state === 'done' ? (
                  <CheckIcon size={14} />
                ) : state === 'failed' ? (
                  <CloseIcon size={14} />
                ) : (
                  index + 1
                )}
              </span>
              <span>
                {label(step)}
                {step === 'language' && language && index <= current ? ` · ${language}` : ''}
              </span>
              <span className="visually-hidden">{t(`progress.state.${state}`)}</span>
            </li>
          );
        })}
      </ol>
      <p
        className="recipe-progress__now"
        role="status"
        aria-live="polite"
        data-testid="save-progress-message"
      >
        {announcement}
      </p>
    </div>
  );
}
