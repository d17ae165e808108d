import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CountedRecipe, PersonRef } from '@domain/analytics';
import { DataTable, type Column } from '../shared/DataTable';

/** A titled card of a tab. */
export function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="admin-card an-card" data-testid={testId}>
      <h2 className="an-card__title">{title}</h2>
      {children}
    </section>
  );
}

/** What an empty list, table or chart of the screen shows instead. */
export function NothingYet() {
  const { t } = useTranslation('adminAnalytics');
  return <p className="admin-muted">{t('common.none')}</p>;
}

/** A titled card with a table of figures; without rows, what an empty one shows (NothingYet). */
export function TableCard<Row>({
  title,
  ...table
}: {
  title: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
}) {
  return (
    <Card title={title}>
      {table.rows.length ? <DataTable className="an-table" {...table} /> : <NothingYet />}
    </Card>
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
}: {
  recipes: readonly CountedRecipe[];
  value: (recipe: CountedRecipe) => string;
}) {
  if (!recipes.length) return <NothingYet />;
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

/** People as a chart's bars, each named as 002 §2 says: display name, else username, else `unknown`. */
export function personBars<Person extends PersonRef>(
  people: readonly Person[],
  value: (person: Person) => number,
  unknown: string,
) {
  return people.map((person) => ({
    key: person.id,
    label: person.displayName ?? person.username ?? unknown,
    value: value(person),
  }));
}
