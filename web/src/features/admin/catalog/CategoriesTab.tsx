import { DEFAULT_CATEGORY_EMOJI } from '@domain/catalog/types';
import { CATEGORY_MESSAGES } from '@domain/catalog/messages';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, type BannerMessage } from '../shared/Banner';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { errorText, useCatalogApi } from './api';
import { CategoryForm } from './CategoryForm';
import { localizeMessage, successMessage } from './messages';
import { localizedName, type Category, type CategoryFields } from './types';
import { useLiveCategories, useRecipeCounts } from './useCatalog';
import { validateReplacement } from './validation';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; category: Category };

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

  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [replacementId, setReplacementId] = useState('');
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [forceReplacement, setForceReplacement] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const replacementFieldId = useId();
  const bannerSeq = useRef(0);

  const formOpen = form.mode !== 'closed';
  const show = (kind: BannerMessage['kind'], text: string) =>
    setBanner({ kind, text, id: ++bannerSeq.current });

  /** After the form or a row goes away, put focus somewhere stable: the opener's row, else Add. */
  const refocus = (categoryId?: string) => {
    requestAnimationFrame(() => {
      const rowButton = categoryId
        ? listRef.current?.querySelector<HTMLButtonElement>(`[data-edit-id="${CSS.escape(categoryId)}"]`)
        : null;
      (rowButton ?? addRef.current)?.focus();
    });
  };

  const openForm = (next: FormState) => {
    setBanner(null);
    setForm(next);
  };

  const closeForm = () => {
    const editedId = form.mode === 'edit' ? form.category.id : undefined;
    setForm({ mode: 'closed' });
    refocus(editedId);
  };

  const save = async (values: CategoryFields) => {
    setSaving(true);
    setBanner(null);
    try {
      if (form.mode === 'edit') {
        await api.updateCategory({ id: form.category.id, ...values });
        show('success', successMessage(t, 'categoryUpdated'));
      } else {
        await api.createCategory(values);
        show('success', successMessage(t, 'categoryCreated'));
      }
      closeForm();
    } catch (error) {
      show('error', localizeMessage(t, errorText(error, t('catalog.genericError'))));
    } finally {
      setSaving(false);
    }
  };

  const startDelete = (category: Category) => {
    setBanner(null);
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
      show('success', successMessage(t, 'categoryDeleted'));
      setCountsVersion((v) => v + 1);
      refocus();
    } catch (error) {
      const text = errorText(error, t('catalog.genericError'));
      // The server found recipes the count did not show: keep the dialog open and ask for a replacement.
      if (text === CATEGORY_MESSAGES.hasRecipes || text === CATEGORY_MESSAGES.replacementRequired)
        setForceReplacement(true);
      setDeleteError(localizeMessage(t, text));
    } finally {
      setDeleteBusy(false);
    }
  };

  const editing = form.mode === 'edit' ? form.category : null;
  const deletingCount = deleting ? counts.get(deleting.id) : undefined;
  const needsReplacement = forceReplacement || (deletingCount ?? 0) > 0;
  const countUnknown = deleting !== null && deletingCount === null;

  return (
    <div className="admin-catalog-tab">
      <div className="admin-toolbar">
        <h2 id={headingId} className="admin-toolbar__title">
          {t('categories.heading')}
        </h2>
        <button
          ref={addRef}
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => openForm({ mode: 'add' })}
          disabled={formOpen}
        >
          <span aria-hidden="true">+</span>
          {t('categories.add')}
        </button>
      </div>

      <Banner message={banner} onDismiss={() => setBanner(null)} />

      {formOpen ? (
        <CategoryForm
          key={editing?.id ?? 'new'}
          title={
            editing
              ? t('categories.editTitle', { name: localizedName(editing, language) })
              : t('categories.addTitle')
          }
          initial={
            editing
              ? {
                  nameEn: editing.nameEn ?? '',
                  nameHe: editing.nameHe ?? '',
                  nameFr: editing.nameFr ?? '',
                  nameIt: editing.nameIt ?? '',
                  emoji: editing.emoji ?? '',
                  isPrimary: editing.isPrimary === true,
                }
              : EMPTY
          }
          editingId={editing?.id}
          saving={saving}
          onInvalid={(message) => show('error', localizeMessage(t, message))}
          onSubmit={save}
          onCancel={closeForm}
        />
      ) : null}

      {status !== 'success' ? (
        <p className="admin-muted" role="status" aria-busy="true">
          {t('catalog.loading')}
        </p>
      ) : categories.length === 0 ? (
        <p className="admin-empty">{t('categories.empty')}</p>
      ) : (
        <>
          {formOpen ? (
            <p className="admin-muted admin-catalog-tab__hint">{t('catalog.formOpenHint')}</p>
          ) : null}
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
              {categories.map((category) => {
                const name = localizedName(category, language);
                const count = counts.get(category.id);
                return (
                  <tr
                    key={category.id}
                    data-category-id={category.id}
                    aria-current={editing?.id === category.id ? 'true' : undefined}
                  >
                    <td className="admin-table__emoji" aria-hidden={category.emoji ? undefined : 'true'}>
                      <span className="admin-emoji">{category.emoji}</span>
                    </td>
                    <th scope="row">
                      <div className="admin-names">
                        <span className="admin-names__main" lang="en" dir="ltr">
                          {category.nameEn}
                        </span>
                        {category.isPrimary ? (
                          <span className="admin-badge">{t('categories.primaryBadge')}</span>
                        ) : null}
                        <span className="admin-names__others">
                          <span lang="he" dir="rtl">
                            {category.nameHe}
                          </span>
                          <span lang="fr">{category.nameFr}</span>
                          <span lang="it">{category.nameIt}</span>
                        </span>
                      </div>
                    </th>
                    <td className="admin-table__num" data-testid="recipe-count">
                      {count === undefined ? (
                        <span className="admin-muted">…</span>
                      ) : count === null ? (
                        <span className="admin-muted" title={t('categories.countUnknown')}>
                          <span aria-hidden="true">—</span>
                          <span className="admin-sr-only">{t('categories.countUnknown')}</span>
                        </span>
                      ) : (
                        t('categories.count', { count })
                      )}
                    </td>
                    <td className="admin-table__actions">
                      <div className="admin-row-actions">
                        <button
                          type="button"
                          className="admin-button admin-button--small"
                          data-edit-id={category.id}
                          disabled={formOpen}
                          aria-label={t('catalog.editItem', { name })}
                          onClick={() => openForm({ mode: 'edit', category })}
                        >
                          {t('catalog.edit')}
                        </button>
                        <button
                          type="button"
                          className="admin-button admin-button--small admin-button--danger-outline"
                          disabled={formOpen}
                          aria-label={t('catalog.deleteItem', { name })}
                          onClick={() => startDelete(category)}
                        >
                          {t('catalog.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}

      {deleting ? (
        <ConfirmDialog
          title={t('categories.deleteTitle', { name: localizedName(deleting, language) })}
          confirmLabel={t('categories.confirmDelete')}
          busyLabel={t('catalog.deleting')}
          busy={deleteBusy}
          error={deleteError}
          onConfirm={confirmDelete}
          onCancel={cancelDelete}
        >
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
                  aria-invalid={(needsReplacement && deleteError !== null && !replacementId) || undefined}
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
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
