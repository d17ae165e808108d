import type { ReactNode } from 'react';
import { TitledSection } from '@/components/TitledSection';
import type { RecipeTextLanguage } from '../versions/direction';

/** A section of the recipe page, titled by its h2 (`recipe-{name}-title`). */
export function DetailSection({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className="recipe-section"
      titleId={`recipe-${name}-title`}
      titleClassName="recipe-section__title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}

/**
 * The recipe's own texts, one per item, each carrying the recipe's language and its direction (versions/direction.ts):
 * a Hebrew step that starts with a number or a Latin brand name still reads right to left.
 */
export function TextList({
  as: List,
  name,
  texts,
  lang,
  dir,
}: {
  as: 'ul' | 'ol';
  name: 'ingredients' | 'instructions';
  texts: readonly string[];
  lang: string | undefined;
  dir: RecipeTextLanguage['dir'];
}) {
  return (
    <List className={`recipe-${name}`} data-testid={`recipe-${name}`} lang={lang} dir={dir}>
      {texts.map((text, index) => (
        <li key={`${index}-${text}`} lang={lang} dir={dir}>
          {text}
        </li>
      ))}
    </List>
  );
}
