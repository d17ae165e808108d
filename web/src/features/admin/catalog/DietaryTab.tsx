import { useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, type BannerMessage } from '../shared/Banner';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { errorText, useCatalogApi } from './api';
import { DietaryForm } from './DietaryForm';
import { localizeMessage, successMessage } from './messages';
import { moveNextTo, moveTo, sameOrder } from './reorder';
import { localizedName, type DietaryFields, type DietaryOption } from './types';
import { useLiveDietaryOptions, useReloadDietaryOptions } from './useCatalog';
import { DIETARY_OPTION_MESSAGES } from '@domain/catalog/messages';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; option: DietaryOption };
type DropTarget = { id: string; after: boolean };

const EMPTY: DietaryFields = { nameEn: '', nameHe: '', nameFr: '', nameIt: '', fieldName: '' };

/**
 * Dietary Options tab (spec 002 §2, §4, §5): the live list ordered by `order`, reordered by drag and drop or
 * by the move buttons (the keyboard path). The new order shows at once; a failed save shows "Failed to update
 * order" and reloads the list from the server.
 */
export function DietaryTab() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const api = useCatalogApi();
  const reload = useReloadDietaryOptions();
  const { status, data } = useLiveDietaryOptions();
  const live = useMemo(() => (status === 'success' ? data : []), [status, data]);
  const liveIds = useMemo(() => live.map((o) => o.id), [live]);

  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<DietaryOption | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; dir: 'up' | 'down' } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingId = useId();
  const hintId = useId();
  const bannerSeq = useRef(0);

  const formOpen = form.mode !== 'closed';
  const orderLocked = savingOrder || reloading;
  const canReorder = !formOpen && !orderLocked && live.length > 1;
  const show = (kind: BannerMessage['kind'], text: string) =>
    setBanner({ kind, text, id: ++bannerSeq.current });

  // The optimistic order stays until the live list has caught up with it (adjusted while rendering).
  if (pendingOrder && !savingOrder && sameOrder(pendingOrder, liveIds)) setPendingOrder(null);

  const byId = useMemo(() => new Map(live.map((o) => [o.id, o])), [live]);
  const options = useMemo(() => {
    if (!pendingOrder) return live;
    const ordered = pendingOrder.map((id) => byId.get(id)).filter((o): o is DietaryOption => o !== undefined);
    // Anything added elsewhere meanwhile goes at the end rather than vanishing.
    return [...ordered, ...live.filter((o) => !pendingOrder.includes(o.id))];
  }, [pendingOrder, live, byId]);

  useLayoutEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const { id, dir } = focusAfterMove;
    const find = (d: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${d}"][data-option-id="${CSS.escape(id)}"]`,
      );
    const preferred = find(dir);
    (preferred && !preferred.disabled ? preferred : find(dir === 'up' ? 'down' : 'up'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, options]);

  const commitOrder = async (next: string[], movedId: string) => {
    const current = options.map((o) => o.id);
    if (sameOrder(next, current)) return;
    const moved = byId.get(movedId);
    setBanner(null);
    setPendingOrder(next);
    if (moved) {
      setAnnouncement(
        t('dietary.moved', {
          name: localizedName(moved, language),
          position: next.indexOf(movedId) + 1,
          total: next.length,
        }),
      );
    }
    setSavingOrder(true);
    try {
      await api.reorderDietaryOptions({ orderedIds: next });
      show('success', successMessage(t, 'orderUpdated'));
    } catch {
      show('error', localizeMessage(t, DIETARY_OPTION_MESSAGES.orderFailed));
      setPendingOrder(null);
      setReloading(true);
      try {
        await reload();
      } catch {
        // The live listener still shows the server's order.
      } finally {
        setReloading(false);
      }
    } finally {
      setSavingOrder(false);
    }
  };

  const moveBy = (option: DietaryOption, delta: -1 | 1) => {
    // While a save runs the buttons stay focusable (aria-disabled) so keyboard focus is not thrown away.
    if (orderLocked) return;
    const ids = options.map((o) => o.id);
    const index = ids.indexOf(option.id);
    setFocusAfterMove({ id: option.id, dir: delta < 0 ? 'up' : 'down' });
    void commitOrder(moveTo(ids, option.id, index + delta), option.id);
  };

  // HTML5 drag and drop: the drop lands before or after the row under the pointer.
  const onDragStart = (event: DragEvent<HTMLElement>, id: string) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', id);
    setDragId(id);
  };
  const onDragOver = (event: DragEvent<HTMLLIElement>, id: string) => {
    if (!dragId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const rect = event.currentTarget.getBoundingClientRect();
    const after = event.clientY > rect.top + rect.height / 2;
    if (dropTarget?.id !== id || dropTarget.after !== after) setDropTarget({ id, after });
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, id: string) => {
    event.preventDefault();
    const dragged = dragId ?? event.dataTransfer.getData('text/plain');
    const after = dropTarget?.id === id ? dropTarget.after : false;
    setDragId(null);
    setDropTarget(null);
    if (!dragged || !byId.has(dragged)) return;
    void commitOrder(
      moveNextTo(
        options.map((o) => o.id),
        dragged,
        id,
        after,
      ),
      dragged,
    );
  };
  const onDragEnd = () => {
    setDragId(null);
    setDropTarget(null);
  };

  const refocus = (optionId?: string) => {
    requestAnimationFrame(() => {
      const rowButton = optionId
        ? listRef.current?.querySelector<HTMLButtonElement>(`[data-edit-id="${CSS.escape(optionId)}"]`)
        : null;
      (rowButton ?? addRef.current)?.focus();
    });
  };

  const openForm = (next: FormState) => {
    setBanner(null);
    setForm(next);
  };
  const closeForm = () => {
    const editedId = form.mode === 'edit' ? form.option.id : undefined;
    setForm({ mode: 'closed' });
    refocus(editedId);
  };

  const save = async (values: DietaryFields) => {
    setSaving(true);
    setBanner(null);
    try {
      if (form.mode === 'edit') {
        const { fieldName: _unchangeable, ...names } = values;
        await api.updateDietaryOption({ id: form.option.id, ...names });
        show('success', successMessage(t, 'dietaryOptionUpdated'));
      } else {
        await api.createDietaryOption(values);
        show('success', successMessage(t, 'dietaryOptionCreated'));
      }
      closeForm();
    } catch (error) {
      show('error', localizeMessage(t, errorText(error, t('catalog.genericError'))));
    } finally {
      setSaving(false);
    }
  };

  const startDelete = (option: DietaryOption) => {
    setBanner(null);
    setDeleteError(null);
    setDeleting(option);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await api.deleteDietaryOption({ id: deleting.id });
      setDeleting(null);
      show('success', successMessage(t, 'dietaryOptionDeleted'));
      refocus();
    } catch (error) {
      // Refused (recipes use it) or failed: the dialog closes and the page banner carries the server's text.
      setDeleting(null);
      show('error', localizeMessage(t, errorText(error, t('catalog.genericError'))));
      refocus(deleting.id);
    } finally {
      setDeleteBusy(false);
    }
  };

  const editing = form.mode === 'edit' ? form.option : null;

  return (
    <div className="admin-catalog-tab">
      <div className="admin-toolbar">
        <h2 id={headingId} className="admin-toolbar__title">
          {t('dietary.heading')}
        </h2>
        <button
          ref={addRef}
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => openForm({ mode: 'add' })}
          disabled={formOpen}
        >
          <span aria-hidden="true">+</span>
          {t('dietary.add')}
        </button>
      </div>

      <Banner message={banner} onDismiss={() => setBanner(null)} />

      {formOpen ? (
        <DietaryForm
          key={editing?.id ?? 'new'}
          title={
            editing
              ? t('dietary.editTitle', { name: localizedName(editing, language) })
              : t('dietary.addTitle')
          }
          initial={
            editing
              ? {
                  nameEn: editing.nameEn ?? '',
                  nameHe: editing.nameHe ?? '',
                  nameFr: editing.nameFr ?? '',
                  nameIt: editing.nameIt ?? '',
                  fieldName: editing.fieldName ?? '',
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

      <p className="admin-sr-only" aria-live="polite">
        {announcement}
      </p>

      {status !== 'success' ? (
        <p className="admin-muted" role="status" aria-busy="true">
          {t('catalog.loading')}
        </p>
      ) : options.length === 0 ? (
        <p className="admin-empty">{t('dietary.empty')}</p>
      ) : (
        <>
          <p id={hintId} className="admin-muted admin-catalog-tab__hint">
            {formOpen ? t('catalog.formOpenHint') : t('dietary.orderHint')}
            {savingOrder ? <span className="admin-inline-status"> · {t('dietary.savingOrder')}</span> : null}
            {reloading ? <span className="admin-inline-status"> · {t('dietary.reloading')}</span> : null}
          </p>
          <ol
            ref={listRef}
            className="admin-order-list"
            aria-labelledby={headingId}
            aria-describedby={hintId}
            aria-busy={savingOrder || reloading || undefined}
            data-testid="dietary-list"
          >
            {options.map((option, index) => {
              const name = localizedName(option, language);
              const target = dropTarget?.id === option.id && dragId !== option.id ? dropTarget : null;
              return (
                <li
                  key={option.id}
                  className="admin-order-row"
                  data-option-id={option.id}
                  data-dragging={dragId === option.id || undefined}
                  data-drop={target ? (target.after ? 'after' : 'before') : undefined}
                  aria-current={editing?.id === option.id ? 'true' : undefined}
                  draggable={canReorder}
                  onDragStart={(event) => onDragStart(event, option.id)}
                  onDragOver={(event) => onDragOver(event, option.id)}
                  onDragLeave={() => setDropTarget((d) => (d?.id === option.id ? null : d))}
                  onDrop={(event) => onDrop(event, option.id)}
                  onDragEnd={onDragEnd}
                >
                  <span
                    className="admin-order-row__handle"
                    aria-hidden="true"
                    title={t('dietary.dragHandle', { name })}
                    data-disabled={!canReorder || undefined}
                  >
                    ⠿
                  </span>
                  <span className="admin-order-row__position" aria-label={t('dietary.position')}>
                    {index + 1}
                  </span>
                  <div className="admin-names">
                    <span className="admin-names__main" lang="en" dir="ltr">
                      {option.nameEn}
                    </span>
                    <code className="admin-code">{option.fieldName}</code>
                    <span className="admin-names__others">
                      <span lang="he" dir="rtl">
                        {option.nameHe}
                      </span>
                      <span lang="fr">{option.nameFr}</span>
                      <span lang="it">{option.nameIt}</span>
                    </span>
                  </div>
                  <div className="admin-row-actions">
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--icon"
                      data-move="up"
                      data-option-id={option.id}
                      aria-label={t('dietary.moveUp', { name })}
                      title={t('dietary.moveUp', { name })}
                      disabled={formOpen || index === 0}
                      aria-disabled={orderLocked || undefined}
                      onClick={() => moveBy(option, -1)}
                    >
                      <span aria-hidden="true">▲</span>
                    </button>
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--icon"
                      data-move="down"
                      data-option-id={option.id}
                      aria-label={t('dietary.moveDown', { name })}
                      title={t('dietary.moveDown', { name })}
                      disabled={formOpen || index === options.length - 1}
                      aria-disabled={orderLocked || undefined}
                      onClick={() => moveBy(option, 1)}
                    >
                      <span aria-hidden="true">▼</span>
                    </button>
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      data-edit-id={option.id}
                      disabled={formOpen}
                      aria-label={t('catalog.editItem', { name })}
                      onClick={() => openForm({ mode: 'edit', option })}
                    >
                      {t('catalog.edit')}
                    </button>
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger-outline"
                      disabled={formOpen}
                      aria-label={t('catalog.deleteItem', { name })}
                      onClick={() => startDelete(option)}
                    >
                      {t('catalog.delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}

      {deleting ? (
        <ConfirmDialog
          title={t('dietary.deleteTitle', { name: localizedName(deleting, language) })}
          confirmLabel={t('dietary.confirmDelete')}
          busyLabel={t('catalog.deleting')}
          busy={deleteBusy}
          error={deleteError}
          onConfirm={confirmDelete}
          onCancel={() => !deleteBusy && setDeleting(null)}
        >
          <p>{t('dietary.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
