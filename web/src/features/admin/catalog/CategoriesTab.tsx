import { CATEGORY_MESSAGES } from '@domain/catalog/messages';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveCategories } from '@/components/catalog/live';
import { SelectField } from '@/components/form';
import { AdminListScreen } from './AdminListScreen';
import { EditDeleteButtons, ItemNames } from './ItemRowParts';
import { CATEGORY_KIND } from './kinds';
import { localizeMessage } from './messages';
import type { Category } from './types';
import { useCatalogScreen } from './useCatalogScreen';
import { useRecipeCounts } from './useRecipeCounts';
import { validateReplacement } from './validation';

const COLUMNS = [
  { key: 'emoji', className: 'admin-table__emoji' },
  { key: 'names', className: undefined },
  { key: 'recipes', className: 'admin-table__num' },
  { key: 'actions', className: 'admin-table__actions' },
] as const;

/** Categories tab (spec 002 §2, §4, §5): live list, add/edit form, delete with a replacement. */
export function CategoriesTab() {
  const listRef = useRef<HTMLTableElement>(null);
  const { t, nameOf, api, editor, screen, deletion } = useCatalogScreen(CATEGORY_KIND, listRef);
  const { status, data } = useLiveCategories();
  const categories = status === 'success' ? data : [];
  const { counts, refresh } = useRecipeCounts(categories.map((c) => c.id));
  const { editing, formOpen } = editor;
  const deleting = deletion.item;
  const [replacementId, setReplacementId] = useState('');
  const [forceReplacement, setForceReplacement] = useState(false);
  const replacementFieldId = useId();

  const startDelete = (category: Category) => {
    setReplacementId('');
    setForceReplacement(false);
    deletion.start(category);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const count = counts.get(deleting.id);
    const missing = validateReplacement(forceReplacement ? Math.max(1, count ?? 1) : count, replacementId);
    if (missing) {
      deletion.setError(localizeMessage(t, missing));
      document.getElementById(replacementFieldId)?.focus();
      return;
    }
    const deleted = await deletion.confirm(
      ({ id }) => api.deleteCategory(replacementId ? { id, replacementCategoryId: replacementId } : { id }),
      (error) => {
        const text = editor.failureText(error);
        // The server found recipes the count did not show: keep the dialog open and ask for a replacement.
        if (text === CATEGORY_MESSAGES.hasRecipes || text === CATEGORY_MESSAGES.replacementRequired)
          setForceReplacement(true);
        deletion.setError(localizeMessage(t, text));
      },
    );
    if (deleted) refresh();
  };

  const deletingCount = deleting ? counts.get(deleting.id) : undefined;
  const needsReplacement = forceReplacement || (deletingCount ?? 0) > 0;
  const countUnknown = deleting !== null && deletingCount === null;

  return (
    <AdminListScreen
      {...screen}
      loading={status !== 'success'}
      empty={categories.length === 0}
      deleteDialog={deletion.dialog(
        deleting,
        confirmDelete,
        <>
          <p>{t('categories.deleteBody')}</p>
          {needsReplacement || countUnknown ? (
            <>
              <p>
                {needsReplacement && !countUnknown
                  ? t('categories.deleteHasRecipes', { count: deletingCount ?? 1 })
                  : t('categories.deleteUnknownRecipes')}
              </p>
              <SelectField
                id={replacementFieldId}
                label={t('categories.replacement')}
                value={replacementId}
                aria-required={needsReplacement || undefined}
                aria-invalid={(needsReplacement && deletion.error !== null && !replacementId) || undefined}
                disabled={deletion.busy}
                onChange={(event) => {
                  setReplacementId(event.target.value);
                  deletion.setError(null);
                }}
              >
                <option value="">{t('categories.replacementNone')}</option>
                {categories
                  .filter((c) => c.id !== deleting?.id)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.emoji ? `${c.emoji} ` : ''}
                      {nameOf(c)}
                    </option>
                  ))}
              </SelectField>
            </>
          ) : null}
        </>,
      )}
    >
      <>
        {formOpen ? <p className="admin-muted admin-catalog-tab__hint">{t('catalog.formOpenHint')}</p> : null}
        <table ref={listRef} className="admin-table admin-table--cards" aria-labelledby={screen.headingId}>
          <thead>
            <tr>
              {COLUMNS.map(({ key, className }) => (
                <th key={key} scope="col" className={className}>
                  {t(`categories.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr
                key={category.id}
                data-category-id={category.id}
                aria-current={editing?.id === category.id ? 'true' : undefined}
              >
                <td className="admin-table__emoji" aria-hidden={category.emoji ? undefined : 'true'}>
                  <span className="admin-emoji">{category.emoji}</span>
                </td>
                <th scope="row">
                  <ItemNames
                    item={category}
                    badge={category.isPrimary ? t('categories.primaryBadge') : null}
                  />
                </th>
                <td className="admin-table__num" data-testid="recipe-count">
                  <RecipeCount count={counts.get(category.id)} />
                </td>
                <td className="admin-table__actions">
                  <div className="admin-row-actions">
                    <EditDeleteButtons
                      id={category.id}
                      name={nameOf(category)}
                      disabled={formOpen}
                      onEdit={() => editor.openEdit(category)}
                      onDelete={() => startDelete(category)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    </AdminListScreen>
  );
}

/** A category's recipe count: "…" while it loads, a dash when it could not be read. */
function RecipeCount({ count }: { count: number | null | undefined }) {
  const { t } = useTranslation('admin');
  if (count === undefined) return <span className="admin-muted">…</span>;
  if (count === null)
    return (
      <span className="admin-muted" title={t('categories.countUnknown')}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('categories.countUnknown')}</span>
      </span>
    );
  return t('categories.count', { count });
}
