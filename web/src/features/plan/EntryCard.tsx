import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageIcon, TrashIcon } from '@/components/icons';
import type { WeekEntry } from './api';

/**
 * One planned meal: a recipe (its photo, title and servings) or a note. Dragged to another slot, or moved with its
 * Move button (the keyboard's and a phone's way, decision 0069); removed with its × button. A change not yet
 * answered by the server shows "Not synced yet" (decision 0070).
 */
export function EntryCard({
  entry,
  pending = false,
  onMove,
  onRemove,
  onDragStart,
  onDragEnd,
}: {
  entry: WeekEntry;
  /** Added, moved or changed on this device and not yet answered by the server. */
  pending?: boolean;
  onMove: () => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent, entry: WeekEntry) => void;
  onDragEnd: () => void;
}) {
  const { t } = useTranslation('plan');
  const name = entry.recipeId ? (entry.recipeTitle ?? t('entry.untitled')) : entry.note;
  return (
    <li
      className="plan-entry"
      data-testid="plan-entry"
      data-entry-id={entry.id}
      data-kind={entry.recipeId ? 'recipe' : 'note'}
      data-recipe-id={entry.recipeId ?? undefined}
      data-pending={pending || undefined}
      draggable
      onDragStart={(event) => onDragStart(event, entry)}
      onDragEnd={onDragEnd}
    >
      {entry.recipeId ? (
        <>
          {entry.recipeImage ? (
            <img
              className="plan-entry__photo"
              src={entry.recipeImage}
              alt=""
              loading="lazy"
              draggable={false}
            />
          ) : (
            <span className="plan-entry__photo plan-entry__photo--none" aria-hidden="true">
              <ImageIcon size={18} />
            </span>
          )}
          <span className="plan-entry__text">
            <Link
              to={`/recipe/${encodeURIComponent(entry.recipeId)}`}
              className="plan-entry__title"
              dir="auto"
            >
              {name}
            </Link>
            <span className="plan-entry__servings">{t('entry.servings', { count: entry.servings })}</span>
            {pending ? <PendingBadge /> : null}
          </span>
        </>
      ) : (
        <span className="plan-entry__text">
          <span className="plan-entry__note" dir="auto">
            {name}
          </span>
          {pending ? <PendingBadge /> : null}
        </span>
      )}
      <span className="plan-entry__actions">
        <button type="button" className="ghost-button plan-entry__action" onClick={onMove}>
          {t('move.open')}
          <span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="button"
          className="ghost-button plan-entry__action"
          onClick={onRemove}
          aria-label={t('entry.remove', { name })}
          title={t('entry.remove', { name })}
        >
          <TrashIcon size={16} />
        </button>
      </span>
    </li>
  );
}

function PendingBadge() {
  const { t } = useTranslation('plan');
  return <span className="badge badge--soft plan-entry__pending">{t('entry.pending')}</span>;
}
