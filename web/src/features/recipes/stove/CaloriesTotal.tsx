import { useTranslation } from 'react-i18next';
import { caloriesFor } from './choice';

/** Beside the calories per serving: the calories of the servings shown ("1,840 kcal for 8 servings"). */
export function CaloriesTotal({ perServing, servings }: { perServing: number; servings: number }) {
  const { t, i18n } = useTranslation('stove');
  return (
    <span className="recipe-meta__hint" data-testid="recipe-calories-total">
      {t('calories.total', {
        count: servings,
        calories: caloriesFor(perServing, servings).toLocaleString(i18n.resolvedLanguage),
      })}
    </span>
  );
}
