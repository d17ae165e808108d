import type { ReactNode } from 'react';
import { TitledSection } from '@/components/TitledSection';

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

/** The recipe's own texts, one per item, each in its own direction (a Hebrew line in an English page). */
export function TextList({
  as: List,
  name,
  texts,
  lang,
}: {
  as: 'ul' | 'ol';
  name: 'ingredients' | 'instructions';
  texts: readonly string[];
  lang: string | undefined;
}) {
  return (
    <List className={`recipe-${name}`} data-testid={`recipe-${name}`} lang={lang} dir="auto">
      {texts.map((text, index) => (
        <li key={`${index}-${text}`} dir="auto">
          {text}
        </li>
      ))}
    </List>
  );
}
