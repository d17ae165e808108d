import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  UNITS_STORAGE_KEY,
  baseServings,
  clampServings,
  defaultUnits,
  isUnitSystem,
  linesLanguage,
  readServings,
  type StoveChoice,
  type UnitSystem,
} from './choice';

function storedUnits(): UnitSystem | null {
  try {
    const stored = globalThis.localStorage?.getItem(UNITS_STORAGE_KEY);
    return isUnitSystem(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode): the interface language's default
  }
}

function storeUnits(units: UnitSystem): void {
  try {
    globalThis.localStorage?.setItem(UNITS_STORAGE_KEY, units);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export interface StoveControls extends StoveChoice {
  setServings: (servings: number) => void;
  setUnits: (units: UnitSystem) => void;
}

/**
 * The servings and units chosen for a recipe (choice.ts): servings in the address, replaced rather than pushed so
 * Back leaves the recipe instead of stepping through every click of −/+; units on this device.
 */
export function useStoveChoice(recipe: { servings?: unknown; language?: unknown }): StoveControls {
  const { i18n } = useTranslation();
  const interfaceLanguage = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const base = baseServings(recipe.servings);
  const servings = base === null ? null : (readServings(params.get('servings')) ?? base);
  const [chosenUnits, setChosenUnits] = useState<UnitSystem | null>(storedUnits);
  const units = chosenUnits ?? defaultUnits(interfaceLanguage);
  const language = linesLanguage(recipe.language, interfaceLanguage);

  const setServings = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          const value = clampServings(next);
          if (value === base) copy.delete('servings');
          else copy.set('servings', String(value));
          return copy;
        },
        { replace: true, preventScrollReset: true },
      ),
    [base, setParams],
  );
  const setUnits = useCallback((next: UnitSystem) => {
    storeUnits(next);
    setChosenUnits(next);
  }, []);

  return useMemo(
    () => ({ servings, base, units, language, setServings, setUnits }),
    [servings, base, units, language, setServings, setUnits],
  );
}
