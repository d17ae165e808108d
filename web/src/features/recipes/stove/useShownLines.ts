import { useEffect, useMemo, useState } from 'react';
import { linesAsWritten, type ShownLines, type StoveChoice } from './choice';
import type * as Lines from './lines';

type LinesModule = typeof Lines;

let loaded: LinesModule | null = null;
let loading: Promise<LinesModule> | null = null;

/** Starts loading the rewriting code (the recipe page calls it as it opens, beside the recipe's own request). */
export function loadShownLines(): Promise<LinesModule> {
  loading ??= import('./lines').then((module) => (loaded = module));
  return loading;
}

/**
 * The recipe page's lines for the stove choice: as written until lines.ts has loaded (usually before the recipe's
 * answer, as both start together), then rewritten.
 */
export function useShownLines(
  ingredients: readonly string[],
  instructions: readonly string[],
  choice: StoveChoice,
): ShownLines {
  const [module, setModule] = useState<LinesModule | null>(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadShownLines().then(
      (arrived) => live && setModule(arrived),
      () => undefined, // the chunk could not load: the lines stay as written
    );
    return () => {
      live = false;
    };
  }, [module]);
  return useMemo(
    () =>
      module
        ? module.shownLines(ingredients, instructions, choice)
        : linesAsWritten(ingredients, instructions),
    [module, ingredients, instructions, choice],
  );
}
