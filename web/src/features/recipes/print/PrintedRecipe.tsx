import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardImage } from '@/components/recipe-card/cardImage';
import { formatDuration, textDirection } from '@/components/recipe-card/format';
import type { RecipeView } from '../api';
import { recipeLines, type StoveChoice } from '../stove/choice';
import { rewriteIngredients, rewriteInstruction } from '../stove/lines';
import { recipeTextLanguage, type RecipeTextLanguage } from '../versions/direction';
import { QrCode } from './QrCode';

/** Where the printed recipe lives: the address its QR code opens and the same address as the page shows it. */
export interface PrintedAddress {
  url: string;
  shown: string;
}

/**
 * The recipe as it is printed (issue 31 §4): title, a small photo, the servings, times and units chosen, the
 * ingredients in two columns where they fit, numbered steps, the source and a QR code of the recipe's address. The
 * whole sheet takes the recipe's direction, so a Hebrew recipe is right to left from edge to edge.
 */
export function PrintedRecipe({
  recipe,
  choice,
  address,
}: {
  recipe: RecipeView;
  choice: StoveChoice;
  address: PrintedAddress;
}) {
  const { t } = useTranslation('print');
  // every line in the recipe's language and its direction (versions/direction.ts), the sheet too
  const { lang: contentLang, dir: contentDir } = recipeTextLanguage(recipe);
  const image = cardImage(recipe.images?.[0]);
  const ingredients = rewriteIngredients(recipeLines(recipe.ingredients), choice);
  const steps = recipeLines(recipe.instructions).map((step) => rewriteInstruction(step, choice));
  const author = recipe.authorName?.trim();
  const times = [
    ['prepTime', recipe.preparationTime],
    ['cookingTime', recipe.cookingTime],
  ] as const;

  return (
    <article
      className="printed-recipe"
      dir={textDirection(contentLang)}
      aria-labelledby="printed-recipe-title"
      data-testid="printed-recipe"
    >
      <header className="printed-recipe__header">
        {image ? <img className="printed-recipe__photo" src={image.src} alt="" /> : null}
        <div className="printed-recipe__heading">
          <h1 id="printed-recipe-title" className="printed-recipe__title" lang={contentLang} dir={contentDir}>
            {recipe.title}
          </h1>
          <dl className="printed-recipe__facts">
            {choice.servings !== null ? (
              <div>
                <dt>{t('servings')}</dt>
                <dd data-testid="printed-recipe-servings">{choice.servings}</dd>
              </div>
            ) : null}
            {times.map(([name, minutes]) =>
              typeof minutes === 'number' && minutes > 0 ? (
                <div key={name}>
                  <dt>{t(name)}</dt>
                  <dd>{formatDuration(minutes, t)}</dd>
                </div>
              ) : null,
            )}
            <div>
              <dt>{t('units.label')}</dt>
              <dd>{t(`units.${choice.units}`)}</dd>
            </div>
          </dl>
        </div>
      </header>

      <SheetList name="ingredients" title={t('ingredients')} lang={contentLang} dir={contentDir}>
        {ingredients.map((line, index) => (
          <li key={index} lang={contentLang} dir={contentDir}>
            {line.text}
          </li>
        ))}
      </SheetList>
      <SheetList name="steps" title={t('steps')} lang={contentLang} dir={contentDir}>
        {steps.map((step, index) => (
          <li key={index} lang={contentLang} dir={contentDir}>
            {step}
          </li>
        ))}
      </SheetList>

      <footer className="printed-recipe__source">
        <p>
          {author ? (
            <>
              {t('source', { name: author })}
              <br />
            </>
          ) : null}
          <bdi dir="ltr">{address.shown}</bdi>
        </p>
        <QrCode address={address.url} label={t('qr', { address: address.shown })} />
      </footer>
    </article>
  );
}

/** A titled list of the sheet: the ingredients (bulleted, in columns) or the steps (numbered). */
function SheetList({
  name,
  title,
  lang,
  dir,
  children,
}: {
  name: 'ingredients' | 'steps';
  title: string;
  lang: string | undefined;
  dir: RecipeTextLanguage['dir'];
  children: ReactNode;
}) {
  const List = name === 'steps' ? 'ol' : 'ul';
  return (
    <section aria-labelledby={`printed-recipe-${name}`}>
      <h2 id={`printed-recipe-${name}`} className="printed-recipe__section">
        {title}
      </h2>
      <List className={`printed-recipe__${name}`} lang={lang} dir={dir} data-testid={`printed-${name}`}>
        {children}
      </List>
    </section>
  );
}
