import { useTranslation } from 'react-i18next';
import { clockText, remainingText } from '@domain/cooking/durationsSpoken';
import { CloseIcon } from '@/components/icons';
import { linesLanguage } from '../stove/choice';
import type { Timers } from './useTimers';

/**
 * The running timers, above the step so they stay in sight on every step, and the alerts of the ones that ended
 * (role="alert": a screen reader says it at once; a beep sounds with it).
 */
export function TimersBar({ timers }: { timers: Timers }) {
  const { t, i18n } = useTranslation('cook');
  const language = linesLanguage(undefined, i18n.resolvedLanguage ?? 'en');
  const { running, finished, now } = timers;
  if (!running.length && !finished.length) return null;
  return (
    <section className="cook__timers" aria-label={t('timersLabel')} data-testid="cook-timers">
      {finished.map((timer) => (
        <div key={timer.id} className="cook__alarm" role="alert">
          <span>{t('timerDone', { name: timer.name })}</span>
          <button type="button" className="button" onClick={() => timers.dismiss(timer.id)}>
            {t('dismiss')}
          </button>
        </div>
      ))}
      {running.length ? (
        <ul className="cook__timer-list">
          {running.map((timer) => {
            const left = (timer.endsAt - now) / 1000;
            return (
              <li key={timer.id} className="cook__timer" data-testid="cook-timer">
                <span className="cook__timer-name">{timer.name}</span>
                <time
                  className="cook__timer-clock"
                  dir="ltr"
                  aria-label={remainingText(Math.ceil(left), language)}
                >
                  {clockText(left)}
                </time>
                <button
                  type="button"
                  className="button button--small cook__timer-cancel"
                  aria-label={t('cancelTimer', { name: timer.name })}
                  onClick={() => timers.cancel(timer.id)}
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
