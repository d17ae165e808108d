import { useTranslation } from 'react-i18next';
import { UNIT_SYSTEMS, type UnitSystem } from './choice';

/** Units (issue 31 §2): as written, metric or US, as one row of radio buttons (arrow keys move, Space selects). */
export function UnitsSwitch({
  units,
  onChange,
}: {
  units: UnitSystem;
  onChange: (units: UnitSystem) => void;
}) {
  const { t } = useTranslation('stove');
  return (
    <fieldset className="choice-group stove-units" data-testid="stove-units">
      <legend className="choice-group__legend">{t('units.label')}</legend>
      <div className="segmented">
        {UNIT_SYSTEMS.map((system) => (
          <label key={system} className="segmented__option">
            <input
              type="radio"
              name="stove-units"
              value={system}
              checked={units === system}
              onChange={() => onChange(system)}
            />
            <span>{t(`units.${system}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
