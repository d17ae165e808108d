import { DEFAULT_CATEGORY_EMOJI } from '@domain/catalog/types';
import { CATEGORY_MESSAGES } from '@domain/catalog/messages';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogApi } from './api';
import { AdminListScreen } from './AdminListScreen';
import { CategoryForm } from './CategoryForm';
import { EditDeleteButtons, ItemNames } from './ItemRowParts';
import { localizeMessage } from './messages';
import { editableNames, localizedName, type Category, type CategoryFields } from './types';
import { useCatalogEditor } from './useCatalogEditor';
import { useLiveCategories } from '@/components/catalog';
import { useRecipeCounts } from './useRecipeCounts';
import { validateReplacement } from './validation';

const EMPTY: CategoryFields = {
  nameEn: '',
  nameHe: '',
  nameFr: '',
  nameIt: '',
  emoji: DEFAULT_CATEGORY_EMOJI,
  isPrimary: false,
};

/** Categories tab (spec 002 §2, §4, §5): live list, add/edit form, delete with a replacement. */
export function CategoriesTab() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const api = useCatalogApi();
  const { status, data } = useLiveCategories();
  const categories = status === 'success' ? data : [];
  const [countsVersion, setCountsVersion] = useState(0);
  const counts = useRecipeCounts(
    categories.map((c) => c.id),
    countsVersion,
  );

  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLTableElement>(null);
  const editor = useCatalogEditor<Category>({ addRef, listRef });
  const { editing, formOpen } = editor;
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [replacementId, setReplacementId] = useState('');
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [forceReplacement, setForceReplacement] = useState(false);
  const headingId = useId();
  const replacementFieldId = useId();

  const save = (values: CategoryFields) =>
    editor.save(async (category) => {
      if (category) {
        await api.updateCategory({ id: category.id, ...values });
        return 'categoryUpdated';
      }
      await api.createCategory(values);
      return 'categoryCreated';
    });

  const startDelete = (category: Category) => {
    editor.clearBanner();
    setReplacementId('');
    setDeleteError(null);
    setForceReplacement(false);
    setDeleting(category);
  };

  const cancelDelete = () => {
    if (deleteBusy) return;
    setDeleting(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const count = counts.get(deleting.id);
    const missing = validateReplacement(forceReplacement ? Math.max(1, count ?? 1) : count, replacementId);
    if (missing) {
      setDeleteError(localizeMessage(t, missing));
      document.getElementById(replacementFieldId)?.focus();
      return;
    }
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await api.deleteCategory(
        replacementId ? { id: deleting.id, replacementCategoryId: replacementId } : { id: deleting.id },
      );
      setDeleting(null);
      editor.showSuccess('categoryDeleted');
      setCountsVersion((v) => v + 1);
      editor.refocus();
    } catch (error) {
      const text = editor.failureText(error);
      // The server found recipes the count did not show: keep the dialog open and ask for a replacement.
      if (text === CATEGORY_MESSAGES.hasRecipes || text === CATEGORY_MESSAGES.replacementRequired)
        setForceReplacement(true);
      setDeleteError(localizeMessage(t, text));
    } finally {
      setDeleteBusy(false);
    }
  };

  const deletingCount = deleting ? counts.get(deleting.id) : undefined;
  const needsReplacement = forceReplacement || (deletingCount ?? 0) > 0;
  const countUnknown = deleting !== null && deletingCount === null;

  return (
    <AdminListScreen
      editor={editor}
      headingId={headingId}
      title={t('categories.heading')}
      addLabel={t('categories.add')}
      addRef={addRef}
      formTitle={(item) =>
        item ? t('categories.editTitle', { name: localizedName(item, language) }) : t('categories.addTitle')
      }
      renderForm={(form) => (
        <CategoryForm
          {...form}
          initial={
            editing
              ? {
                  ...editableNames(editing),
                  emoji: editing.emoji ?? '',
                  isPrimary: editing.isPrimary === true,
                }
              : EMPTY
          }
          onSubmit={save}
        />
      )}
      loading={status !== 'success'}
      empty={categories.length === 0}
      emptyText={t('categories.empty')}
      deleteDialog={
        deleting
          ? {
              title: t('categories.deleteTitle', { name: localizedName(deleting, language) }),
              confirmLabel: t('categories.confirmDelete'),
              busy: deleteBusy,
              error: deleteError,
              onConfirm: confirmDelete,
              onCancel: cancelDelete,
              children: (
                <>
                  <p>{t('categories.deleteBody')}</p>
                  {needsReplacement || countUnknown ? (
                    <>
                      <p>
                        {needsReplacement && !countUnknown
                          ? t('categories.deleteHasRecipes', { count: deletingCount ?? 1 })
                          : t('categories.deleteUnknownRecipes')}
                      </p>
                      <div className="admin-field">
                        <label htmlFor={replacementFieldId} className="admin-field__label">
                          {t('categories.replacement')}
                        </label>
                        <select
                          id={replacementFieldId}
                          className="admin-input"
                          value={replacementId}
                          aria-required={needsReplacement || undefined}
                          aria-invalid={
                            (needsReplacement && deleteError !== null && !replacementId) || undefined
                          }
                          disabled={deleteBusy}
                          onChange={(event) => {
                            setReplacementId(event.target.value);
                            setDeleteError(null);
                          }}
                        >
                          <option value="">{t('categories.replacementNone')}</option>
                          {categories
                            .filter((c) => c.id !== deleting.id)
                            .map((c) => (
                              <option key={c.id} value={c.id}>
                                {c.emoji ? `${c.emoji} ` : ''}
                                {localizedName(c, language)}
                              </option>
                            ))}
                        </select>
                      </div>
                    </>
                  ) : null}
                </>
              ),
            }
          : null
      }
    >
      <>
        {formOpen ? <p className="admin-muted admin-catalog-tab__hint">{t('catalog.formOpenHint')}</p> : null}
        <table ref={listRef} className="admin-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className="admin-table__emoji">
                {t('categories.columns.emoji')}
              </th>
              <th scope="col">{t('categories.columns.names')}</th>
              <th scope="col" className="admin-table__num">
                {t('categories.columns.recipes')}
              </th>
              <th scope="col" className="admin-table__actions">
                {t('categories.columns.actions')}
              </th>
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
                    tag={
                      category.isPrimary ? (
                        <span className="badge badge--notice admin-badge">
                          {t('categories.primaryBadge')}
                        </span>
                      ) : null
                    }
                  />
                </th>
                <td className="admin-table__num" data-testid="recipe-count">
                  <RecipeCount count={counts.get(category.id)} />
                </td>
                <td className="admin-table__actions">
                  <div className="admin-row-actions">
                    <EditDeleteButtons
                      id={category.id}
                      name={localizedName(category, language)}
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
