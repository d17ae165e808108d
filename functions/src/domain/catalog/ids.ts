/**
 * Document ids and name comparisons of the catalog. Ids are readable and stable (the category pills link
 * to /?category={id}): a category's id is the slug of its English name at creation; a dietary option's id
 * is derived from its immutable fieldName (isGlutenFree → gluten-free).
 */
const MAX_SLUG_LENGTH = 50;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}

/** The slug of the English name, or `fallbackId` when the slug is empty or already used. */
export function categoryIdFor(nameEn: string, isTaken: (id: string) => boolean, fallbackId: string): string {
  const slug = slugify(nameEn);
  return slug && !isTaken(slug) ? slug : fallbackId;
}

/** isGlutenFree → gluten-free; isKosher → kosher. */
export function dietaryOptionIdFor(fieldName: string): string {
  const rest = fieldName.replace(/^is/, '');
  return slugify(rest.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2'));
}

/** Case-, accent- and spacing-insensitive comparison key for unique names. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Firestore document id rules: non-empty, no slash, not . or .., at most 1500 bytes (we keep 200 chars). */
export function isValidDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= 200 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}
