import { useTranslation } from 'react-i18next';
import { MEALS, type Meal } from '@domain/planning/meals';
import { SelectField } from '../form';
import { dayName } from './calendar';

/** A plan entry's place: one of `days` and a meal, as two labelled selects (the add, move and note dialogs). */
export function DayMealFields({
  days,
  day,
  meal,
  onDay,
  onMeal,
}: {
  days: readonly string[];
  day: string;
  meal: Meal;
  onDay: (day: string) => void;
  onMeal: (meal: Meal) => void;
}) {
  const { t, i18n } = useTranslation('plan');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <SelectField label={t('fields.day')} value={day} onChange={(event) => onDay(event.target.value)}>
        {days.map((value) => (
          <option key={value} value={value}>
            {dayName(value, language)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('fields.meal')}
        value={meal}
        onChange={(event) => onMeal(MEALS.find((value) => value === event.target.value) ?? meal)}
      >
        {MEALS.map((value) => (
          <option key={value} value={value}>
            {t(`meals.${value}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
