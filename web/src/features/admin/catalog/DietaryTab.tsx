import { useMutation } from '@tanstack/react-query';
import { useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { AdminListScreen } from './AdminListScreen';
import { EditDeleteButtons, ItemNames } from './ItemRowParts';
import { DIETARY_KIND } from './kinds';
import { moveNextTo, moveTo, sameOrder } from './reorder';
import type { DietaryOption } from './types';
import { useCatalogScreen } from './useCatalogScreen';
import { useLiveDietaryOptions, useReloadDietaryOptions } from '@/components/catalog/live';
import { DIETARY_OPTION_MESSAGES } from '@domain/catalog/messages';

type DropTarget = { id: string; after: boolean };

/**
 * Dietary Options tab (spec 002 §2, §4, §5): the live list ordered by `order`, reordered by drag and drop or
 * by the move buttons (the keyboard path). The new order shows at once; a failed save shows "Failed to update
 * order" and reloads the list from the server.
 */
export function DietaryTab() {
  const listRef = useRef<HTMLOListElement>(null);
  const { t, nameOf, api, editor, screen, deletion } = useCatalogScreen(DIETARY_KIND, listRef);
  const reload = useReloadDietaryOptions();
  const { status, data } = useLiveDietaryOptions();
  const live = useMemo(() => (status === 'success' ? data : []), [status, data]);
  const liveIds = useMemo(() => live.map((o) => o.id), [live]);

  const { editing, formOpen } = editor;
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; dir: 'up' | 'down' } | null>(null);
  const hintId = useId();
  const reorder = useMutation({
    mutationFn: (next: string[]) => api.reorderDietaryOptions({ orderedIds: next }),
    onSuccess: () => editor.showSuccess('orderUpdated'),
    // awaited: the order stays locked (and "saving") until the server's order is read back
    onError: async () => {
      editor.showError(DIETARY_OPTION_MESSAGES.orderFailed);
      setPendingOrder(null);
      setReloading(true);
      try {
        await reload();
      } catch {
        // The live listener still shows the server's order.
      } finally {
        setReloading(false);
      }
    },
  });
  const savingOrder = reorder.isPending;

  const orderLocked = savingOrder || reloading;
  const canReorder = !formOpen && !orderLocked && live.length > 1;

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

  const commitOrder = (next: string[], movedId: string) => {
    const current = options.map((o) => o.id);
    if (sameOrder(next, current)) return;
    const moved = byId.get(movedId);
    editor.clearBanner();
    setPendingOrder(next);
    if (moved) {
      setAnnouncement(
        t('dietary.moved', {
          name: nameOf(moved),
          position: next.indexOf(movedId) + 1,
          total: next.length,
        }),
      );
    }
    reorder.mutate(next);
  };

  const moveBy = (option: DietaryOption, delta: -1 | 1) => {
    // While a save runs the buttons stay focusable (aria-disabled) so keyboard focus is not thrown away.
    if (orderLocked) return;
    const ids = options.map((o) => o.id);
    const index = ids.indexOf(option.id);
    setFocusAfterMove({ id: option.id, dir: delta < 0 ? 'up' : 'down' });
    commitOrder(moveTo(ids, option.id, index + delta), option.id);
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
    commitOrder(
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

  // Refused (recipes use it) or failed: the dialog closes and the page banner carries the server's text.
  const confirmDelete = () =>
    deletion.confirm(
      ({ id }) => api.deleteDietaryOption({ id }),
      (error, option) => {
        deletion.close();
        editor.showError(editor.failureText(error));
        editor.refocus(option.id);
      },
    );

  return (
    <AdminListScreen
      {...screen}
      loading={status !== 'success'}
      empty={options.length === 0}
      beforeList={
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      }
      deleteDialog={deletion.dialog(
        deletion.item,
        () => void confirmDelete(),
        <p>{t('dietary.deleteBody')}</p>,
      )}
    >
      <>
        <p id={hintId} className="admin-muted admin-catalog-tab__hint">
          {formOpen ? t('catalog.formOpenHint') : t('dietary.orderHint')}
          {savingOrder ? <span className="admin-inline-status"> · {t('dietary.savingOrder')}</span> : null}
          {reloading ? <span className="admin-inline-status"> · {t('dietary.reloading')}</span> : null}
        </p>
        <ol
          ref={listRef}
          className="stack-list admin-order-list"
          aria-labelledby={screen.headingId}
          aria-describedby={hintId}
          aria-busy={savingOrder || reloading || undefined}
          data-testid="dietary-list"
        >
          {options.map((option, index) => {
            const name = nameOf(option);
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
                <ItemNames item={option} code={option.fieldName ?? ''} />
                <div className="admin-row-actions">
                  <MoveButton
                    dir="up"
                    optionId={option.id}
                    label={t('dietary.moveUp', { name })}
                    disabled={formOpen || index === 0}
                    locked={orderLocked}
                    onMove={() => moveBy(option, -1)}
                  />
                  <MoveButton
                    dir="down"
                    optionId={option.id}
                    label={t('dietary.moveDown', { name })}
                    disabled={formOpen || index === options.length - 1}
                    locked={orderLocked}
                    onMove={() => moveBy(option, 1)}
                  />
                  <EditDeleteButtons
                    id={option.id}
                    name={name}
                    disabled={formOpen}
                    onEdit={() => editor.openEdit(option)}
                    onDelete={() => deletion.start(option)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </>
    </AdminListScreen>
  );
}

interface MoveButtonProps {
  dir: 'up' | 'down';
  optionId: string;
  label: string;
  /** At the list's end, or while a form is open. */
  disabled: boolean;
  /** While an order is saved or reloaded the button stays focusable (aria-disabled) but does nothing. */
  locked: boolean;
  onMove: () => void;
}

/** Moves a row one place up or down: the keyboard path of reordering. */
function MoveButton({ dir, optionId, label, disabled, locked, onMove }: MoveButtonProps) {
  return (
    <button
      type="button"
      className="admin-button admin-button--small admin-button--icon"
      data-move={dir}
      data-option-id={optionId}
      aria-label={label}
      title={label}
      disabled={disabled}
      aria-disabled={locked || undefined}
      onClick={onMove}
    >
      <span aria-hidden="true">{dir === 'up' ? '▲' : '▼'}</span>
    </button>
  );
}
