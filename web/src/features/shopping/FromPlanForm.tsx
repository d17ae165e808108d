import { SHOPPING_LIMITS } from '@domain/household/shoppingList';
import { addDays, nextWeek, previousWeek, weekDays, weekStart } from '@domain/planning';
import { isInterfaceLanguage } from '@domain/profile/document';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/icons';
import type { NewChange } from '@/components/outbox/useOutboxSync';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Make from the plan": the days of a week (this one first) whose planned recipes go on the list. */
export function FromPlanForm({ queue }: { queue: (change: NewChange) => void }) {
  const { t, i18n } = useTranslation('shopping');
  const language = i18n.resolvedLanguage ?? 'en';
  const [start, setStart] = useState(() =>
    weekStart(new Date(), timeZone(), isInterfaceLanguage(language) ? language : 'en'),
  );
  const days = weekDays(start);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(days));
  const [error, setError] = useState(false);
  const dayName = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

  const showWeek = (next: string) => {
    setStart(next);
    setChosen(new Set(weekDays(next)));
  };
  const toggle = (day: string) => {
    const next = new Set(chosen);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = days.filter((day) => chosen.has(day)).slice(0, SHOPPING_LIMITS.planDaysMax);
    setError(picked.length === 0);
    if (picked.length) queue({ name: 'shopping-fromPlan', input: { days: picked } });
  };

  return (
    <form className="shopping-plan card" onSubmit={submit} aria-labelledby="shopping-plan-title">
      <h2 id="shopping-plan-title">{t('fromPlan.title')}</h2>
      <div className="shopping-plan__week">
        <button type="button" className="button button--small" onClick={() => showWeek(previousWeek(start))}>
          <ChevronStartIcon size={16} />
          <span>{t('fromPlan.previousWeek')}</span>
        </button>
        <span className="shopping-plan__range">
          {dayName.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${addDays(start, 6)}T00:00:00Z`))}
        </span>
        <button type="button" className="button button--small" onClick={() => showWeek(nextWeek(start))}>
          <span>{t('fromPlan.nextWeek')}</span>
          <ChevronEndIcon size={16} />
        </button>
      </div>
      <fieldset className="shopping-plan__days">
        <legend>{t('fromPlan.days')}</legend>
        {days.map((day) => (
          <label key={day} className="shopping-plan__day">
            <input type="checkbox" checked={chosen.has(day)} onChange={() => toggle(day)} />
            <span>{dayName.format(new Date(`${day}T00:00:00Z`))}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="form__error" role="alert">
          {t('fromPlan.noDays')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" data-testid="shopping-from-plan">
        {t('fromPlan.submit')}
      </button>
    </form>
  );
}
