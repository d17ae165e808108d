import LiveCategoryName from './LiveCategoryName';

/**
 * A category's name in the interface language, from its id (or English name), from the catalog answer. Nothing
 * shows until the categories are in (never the raw id in another language); an unknown id shows as it is.
 */
export function CategoryName({ id }: { id: string }) {
  return <LiveCategoryName id={id} />;
}
