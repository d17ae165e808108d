import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/icons';
import type { RecipeTextLanguage } from '../versions/direction';
import type { ShownIngredient } from './choice';

/**
 * The ingredient lines for the servings and units chosen (issue 31 §1, §2), each carrying the recipe's language and
 * its direction (versions/direction.ts: a Hebrew line that starts with a number or a Latin brand name stays right to
 * left). A count rounded to whole items shows its exact amount ("3 eggs (2.7)"); a volume in
 * metric the weight the nutrition table gives it ("480 ml (250 g) flour"); a line whose amount could not be read
 * is shown as written, marked so.
 */
export function IngredientLines({
  lines,
  lang,
  dir,
}: {
  lines: readonly ShownIngredient[];
  lang: string | undefined;
  dir: RecipeTextLanguage['dir'];
}) {
  const { t } = useTranslation('stove');
  return (
    <ul className="recipe-ingredients" data-testid="recipe-ingredients" lang={lang} dir={dir}>
      {lines.map((line, index) => {
        const { weight } = line;
        return (
          <li key={index} lang={lang} dir={dir} data-status={line.status}>
            {weight ? (
              <>
                {line.text.slice(0, weight.at)}
                <span className="stove-line__weight" data-testid="ingredient-weight">
                  {weight.text}
                </span>
                {line.text.slice(weight.at)}
              </>
            ) : (
              line.text
            )}
            {line.exactText !== null ? (
              <span
                className="stove-line__hint"
                title={t('lines.exact', { amount: line.exactText })}
                data-testid="ingredient-exact"
              >
                {` (${line.exactText})`}
              </span>
            ) : null}
            {line.status === 'unreadable' ? (
              <span
                className="stove-line__mark"
                role="img"
                aria-label={t('lines.unreadable')}
                title={t('lines.unreadable')}
                data-testid="ingredient-unreadable"
              >
                <InfoIcon size={16} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
