import type { ReactNode } from 'react';

/**
 * The card of an AI helper on /create-recipe (title suggestions, a recipe from a video): its heading, a line on what
 * it does, then the helper's own controls. The section is named by its heading.
 */
export function AiPanel({
  titleId,
  title,
  hint,
  testId,
  children,
}: {
  titleId: string;
  title: string;
  hint: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="card ai-suggestions" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="ai-suggestions__title">
        {title}
      </h2>
      <p className="ai-suggestions__hint">{hint}</p>
      {children}
    </section>
  );
}
