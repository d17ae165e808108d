import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CountedRecipe, PersonRef } from '@domain/analytics';

/** A titled card of a tab. */
export function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="admin-card an-card" data-testid={testId}>
      <h2 className="an-card__title">{title}</h2>
      {children}
    </section>
  );
}

/** Label–figure pairs. */
export function Stats({ items }: { items: readonly [label: string, value: string][] }) {
  return (
    <dl className="an-stats">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Recipes with a figure each; a click opens the recipe (002 §2). */
export function RecipeList({
  recipes,
  value,
  empty,
}: {
  recipes: readonly CountedRecipe[];
  value: (recipe: CountedRecipe) => string;
  empty: string;
}) {
  if (!recipes.length) return <p className="admin-muted">{empty}</p>;
  return (
    <ol className="an-list">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <Link to={`/recipe/${recipe.id}`}>{recipe.title}</Link>
          <span>{value(recipe)}</span>
        </li>
      ))}
    </ol>
  );
}

/** 002 §2: display name, else username, else unknown. */
export const personName = (person: PersonRef, unknown: string) =>
  person.displayName ?? person.username ?? unknown;
