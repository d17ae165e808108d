import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { findDurations } from '@domain/cooking/durations';
import { shortDuration } from '@domain/cooking/durationsSpoken';
import { stepIngredients } from '@domain/cooking/stepIngredients';
import { ArrowBackIcon, ChevronEndIcon, ChevronStartIcon } from '@/components/icons';
import type { RecipeView } from '../api';
import { recipeTextLanguage } from '../versions/direction';
import { linesLanguage, recipeLines } from '../stove/choice';
import { rewriteIngredients, rewriteInstruction } from '../stove/lines';
import { useStoveChoice } from '../stove/useStoveChoice';
import { TimersBar } from './TimersBar';
import { useStepNavigation } from './useStepNavigation';
import { useTimers } from './useTimers';
import { useWakeLock } from './useWakeLock';

/** Cook mode's screen: the step in large type, its ingredients beside it, the timers, the whole list to tick off. */
export function CookView({ recipe }: { recipe: RecipeView }) {
  const { t, i18n } = useTranslation('cook');
  const { search } = useLocation();
  const choice = useStoveChoice(recipe);
  // the timers redraw the screen every 250 ms: the lines are rewritten only when the recipe or the choice changes
  const written = useMemo(() => recipeLines(recipe.ingredients), [recipe.ingredients]);
  const ingredients = useMemo(() => rewriteIngredients(written, choice), [written, choice]);
  const steps = useMemo(
    () => recipeLines(recipe.instructions).map((step) => rewriteInstruction(step, choice)),
    [recipe.instructions, choice],
  );
  const { step, go, swipe } = useStepNavigation(steps.length, i18n.dir());
  const timers = useTimers();
  const wakeLock = useWakeLock();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  // every text of the recipe in its language and that language's direction (versions/direction.ts)
  const { lang: contentLang, dir: contentDir } = recipeTextLanguage(recipe);
  const text = steps[step] ?? '';
  const durations = findDurations(text, choice.language);
  const mentioned = stepIngredients(text, written);
  // the buttons speak the interface's language; the step is read in the recipe's
  const interfaceLanguage = linesLanguage(undefined, i18n.resolvedLanguage ?? 'en');
  const progress = t('progress', { current: step + 1, total: steps.length });
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <article className="cook" aria-labelledby="cook-title" data-testid="cook-mode" data-wake-lock={wakeLock}>
      <header className="cook__header">
        <Link to={`/recipe/${encodeURIComponent(recipe.id)}${search}`} className="button cook__back">
          <ArrowBackIcon size={18} />
          {t('back')}
        </Link>
        <h1 id="cook-title" className="cook__title" dir={contentDir} lang={contentLang}>
          {recipe.title}
        </h1>
        {choice.servings ? (
          <p className="cook__servings">{t('servings', { count: choice.servings })}</p>
        ) : null}
        {wakeLock === 'unsupported' || wakeLock === 'refused' ? (
          <p className="cook__notice" role="status" data-testid="cook-wake-lock-notice">
            {t('wakeLockUnavailable')}
          </p>
        ) : null}
      </header>

      <TimersBar timers={timers} />

      {steps.length ? (
        <section className="cook__stage" aria-label={t('stepsLabel')}>
          <div className="cook__progress">
            <p className="cook__progress-text" data-testid="cook-progress">
              {progress}
            </p>
            <div
              className="cook__bar"
              role="progressbar"
              aria-label={t('progressLabel')}
              aria-valuemin={1}
              aria-valuemax={steps.length}
              aria-valuenow={step + 1}
              aria-valuetext={progress}
            >
              <span style={{ inlineSize: `${((step + 1) / steps.length) * 100}%` }} />
            </div>
          </div>
          <div className="cook__step-row">
            <div className="card cook__step" {...swipe} data-testid="cook-step">
              <p className="cook__step-text" dir={contentDir} lang={contentLang} aria-live="polite">
                {text}
              </p>
              {durations.length ? (
                <div className="cook__step-timers">
                  {durations.map(({ start, low }) => {
                    const duration = shortDuration(low, interfaceLanguage);
                    return (
                      <button
                        key={start}
                        type="button"
                        className="button cook__timer-start"
                        onClick={() => timers.start(t('timerName', { number: step + 1, duration }), low)}
                      >
                        {t('startTimer', { duration })}
                      </button>
                    );
                  })}
                </div>
              ) : null}
            </div>
            {mentioned.length ? (
              <aside className="card cook__step-ingredients" aria-labelledby="cook-step-ingredients">
                <h2 id="cook-step-ingredients">{t('stepIngredients')}</h2>
                <ul data-testid="cook-step-ingredients" dir={contentDir} lang={contentLang}>
                  {mentioned.map((index) => (
                    <li key={index} dir={contentDir} lang={contentLang}>
                      {ingredients[index]?.text}
                    </li>
                  ))}
                </ul>
              </aside>
            ) : null}
          </div>
          <nav className="cook__nav" aria-label={t('navLabel')}>
            <button type="button" className="button" onClick={() => go(-1)} disabled={step === 0}>
              <ChevronStartIcon size={20} />
              {t('previous')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => go(1)}
              disabled={step >= steps.length - 1}
            >
              {t('next')}
              <ChevronEndIcon size={20} />
            </button>
          </nav>
          <p className="cook__hint">{t('keysHint')}</p>
        </section>
      ) : (
        <p className="card cook__empty">{t('noSteps')}</p>
      )}

      <section className="card cook__ingredients" aria-labelledby="cook-ingredients">
        <h2 id="cook-ingredients">{t('ingredients')}</h2>
        <ul className="cook__checklist" dir={contentDir} lang={contentLang}>
          {ingredients.map((line, index) => (
            <li key={index} dir={contentDir} lang={contentLang}>
              <label>
                <input type="checkbox" checked={checked.has(index)} onChange={() => toggle(index)} />
                <span>{line.text}</span>
              </label>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
