import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '@/components/icons';
import { SERVINGS_MAX, SERVINGS_MIN, clampServings, readServings } from './choice';
import '@/components/form/form.css';

/**
 * Servings (issue 31 §1): − and + beside a typed number from 1 to 100. The number is a spin button: the arrow keys
 * step it, Page Up and Down by ten, Home and End to the ends. A typed number counts as soon as it is one of 1–100;
 * anything else stays in the box until it is left, then the servings shown come back.
 */
export function ServingsControl({
  servings,
  onChange,
}: {
  servings: number;
  onChange: (servings: number) => void;
}) {
  const { t } = useTranslation('stove');
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const step = (next: number) => {
    setTyped(null);
    onChange(clampServings(next));
  };
  const keys: Record<string, number> = {
    ArrowUp: servings + 1,
    ArrowDown: servings - 1,
    PageUp: servings + 10,
    PageDown: servings - 10,
    Home: SERVINGS_MIN,
    End: SERVINGS_MAX,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    step(next);
  };
  return (
    <div className="stove-servings" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="choice-group__legend">
        {t('servings.label')}
      </label>
      <div className="stove-servings__row">
        <button
          type="button"
          className="button stove-servings__step"
          aria-label={t('servings.fewer')}
          disabled={servings <= SERVINGS_MIN}
          onClick={() => step(servings - 1)}
          data-testid="stove-servings-fewer"
        >
          <MinusIcon size={18} />
        </button>
        <input
          id={id}
          className="form__input stove-servings__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuemin={SERVINGS_MIN}
          aria-valuemax={SERVINGS_MAX}
          aria-valuenow={servings}
          value={typed ?? String(servings)}
          onChange={(event) => {
            setTyped(event.target.value);
            const next = readServings(event.target.value);
            if (next !== null) onChange(next);
          }}
          onBlur={() => setTyped(null)}
          onKeyDown={onKeyDown}
          data-testid="stove-servings"
        />
        <button
          type="button"
          className="button stove-servings__step"
          aria-label={t('servings.more')}
          disabled={servings >= SERVINGS_MAX}
          onClick={() => step(servings + 1)}
          data-testid="stove-servings-more"
        >
          <PlusIcon size={18} />
        </button>
      </div>
    </div>
  );
}
