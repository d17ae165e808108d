import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayIcon, PrinterIcon } from '@/components/icons';
import { stovePath } from './choice';
import { ServingsControl } from './ServingsControl';
import { UnitsSwitch } from './UnitsSwitch';
import type { StoveControls } from './useStoveChoice';
import './stove.css';

/**
 * Above the ingredients and the steps: the servings and the units they are shown for, and the ways to the stove
 * (cook mode, print) for the same choice. A recipe that states no servings has nothing to scale: no servings box.
 */
export function StovePanel({ recipeId, stove }: { recipeId: string; stove: StoveControls }) {
  const { t } = useTranslation('stove');
  return (
    <div className="card recipe-stove" data-testid="recipe-stove">
      <div className="recipe-stove__controls">
        {stove.servings !== null ? (
          <ServingsControl servings={stove.servings} onChange={stove.setServings} />
        ) : null}
        <UnitsSwitch units={stove.units} onChange={stove.setUnits} />
      </div>
      <div className="recipe-stove__actions">
        <Link
          className="button button--primary"
          to={stovePath(recipeId, 'cook', stove)}
          data-testid="stove-cook"
        >
          <PlayIcon size={18} />
          {t('actions.cook')}
        </Link>
        <Link className="button" to={stovePath(recipeId, 'print', stove)} data-testid="stove-print">
          <PrinterIcon size={18} />
          {t('actions.print')}
        </Link>
      </div>
    </div>
  );
}
