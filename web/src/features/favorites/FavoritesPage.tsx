import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Component as ReactComponent, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALL_FAVORITES_ID, type SavedRecipe } from '@domain/favorites/document';
import {
  COOK_STATUSES,
  COOKING_TIMES,
  DATE_ADDED,
  DEFAULT_FILTER,
  filterSaved,
  personalTags,
  SORTS,
  type FavoritesFilter,
} from '@domain/favorites/filters';
import { counterLevel, favoritesStats } from '@domain/favorites/stats';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SelectField } from '@/components/form';
import { OfflineCopyNotice } from '@/components/OfflineCopyNotice';
import { QueryFallback } from '@/components/QueryFallback';
import { AddToPlanButton } from '@/components/plan';
import { RecipeCard, useCategoryLookup } from '@/components/recipe-card';
import { usePageTitle } from '@/components/usePageTitle';
import { Alert } from '@/components/busy';
import { toApiError } from '@/platform/api';
import * as api from './api';
import { CollectionDialog, MoveDialog, NotesDialog, StatsDialog } from './dialogs';
import './favorites.css';

const CHOICES = { sort: SORTS, cookingTime: COOKING_TIMES, cookStatus: COOK_STATUSES, dateAdded: DATE_ADDED };

type Open =
  | { kind: 'create' }
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'stats' }
  | { kind: 'notes'; entry: SavedRecipe }
  | { kind: 'move'; entry: SavedRecipe }
  | null;

/**
 * /favorites, the enhanced view (001 §2 "Enhanced favorites screen", §4, §9): the collection selector (the virtual
 * all_favorites with its counter bar first), create and delete, personal-tag filter, sort and advanced filters,
 * cards with notes and move buttons, and the statistics. Filters, sorts and statistics are the domain's.
 */
interface DialogCall {
  call: () => Promise<unknown>;
  /** The message when the server said nothing. */
  fallback: string;
  after?: () => void;
}

function EnhancedFavorites() {
  const { t } = useTranslation('favorites');
  usePageTitle(t('title'));
  const categoryName = useCategoryLookup();
  const queryClient = useQueryClient();
  const { overview } = api.useFavoritesOverview();
  const [selected, setSelected] = useState(ALL_FAVORITES_ID);
  const [filter, setFilter] = useState<FavoritesFilter>(DEFAULT_FILTER);
  const [open, setOpen] = useState<Open>(null);
  /** A dialog's call: on success the overview is read again and the dialog closes, else the server's message. */
  const change = useMutation({
    mutationFn: ({ call }: DialogCall) => call(),
    onSuccess: async (_answer, { after }) => {
      await queryClient.invalidateQueries({ queryKey: api.favoriteKeys.all });
      after?.();
      setOpen(null);
    },
  });
  const busy = change.isPending;
  const failure = change.error ? toApiError(change.error) : null;
  const error = failure
    ? failure.fromServer
      ? failure.message
      : (change.variables?.fallback ?? null)
    : null;
  const [now] = useState(() => Date.now());

  const data = overview.data;
  const collection = data?.collections.find((item) => item.id === selected);
  const entries = useMemo(
    () => (selected === ALL_FAVORITES_ID ? (data?.favorites ?? []) : (collection?.recipes ?? [])),
    [data, collection, selected],
  );
  const shown = useMemo(() => filterSaved(entries, filter, now), [entries, filter, now]);

  if (overview.status !== 'success' || !data) {
    return (
      <QueryFallback query={overview} loading={t('loading')} error={t('errors.loadCollections')}>
        <Link to="/favorites-simple" className="button">
          {t('useSimple')}
        </Link>
      </QueryFallback>
    );
  }

  const close = () => {
    setOpen(null);
    change.reset();
  };
  const run = (call: () => Promise<unknown>, fallback: string, after?: () => void) =>
    change.mutate({ call, fallback, ...(after ? { after } : {}) });

  const tags = personalTags(entries);
  const level = counterLevel(data.favorites.length, data.limit);
  const title = collection ? `${collection.icon} ${collection.name}` : `♥ ${t('allFavorites')}`;
  const set = <K extends keyof FavoritesFilter>(key: K, value: FavoritesFilter[K]) =>
    setFilter((current) => ({ ...current, [key]: value }));
  /** A filter picked from a fixed list: its label `filters.<key>`, its options `<key>.<value>`. */
  const choice = (key: keyof typeof CHOICES) => (
    <SelectField
      label={t(`filters.${key}`)}
      value={filter[key]}
      onChange={(event) => set(key, event.target.value as FavoritesFilter[typeof key])}
    >
      {CHOICES[key].map((value) => (
        <option key={value} value={value}>
          {t(`${key}.${value}`)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className="page-stack favorites-page" data-testid="favorites-page">
      <header className="favorites-page__header">
        <h1>
          <bdi>{title}</bdi>
        </h1>
        <div className="favorites-page__actions">
          <Link to="/favorites-simple" className="button">
            {t('simpleView')}
          </Link>
          <Link to="/rated-recipes" className="button">
            {t('rated.link')}
          </Link>
          <button type="button" className="button" onClick={() => setOpen({ kind: 'stats' })}>
            {t('stats.open')}
          </button>
          <NewCollectionButton label={t('create.open')} onOpen={() => setOpen({ kind: 'create' })} />
        </div>
      </header>
      <OfflineCopyNotice data={data} />

      <div className="favorites-toolbar">
        <SelectField
          label={t('collection')}
          value={selected}
          onChange={(event) => {
            setSelected(event.target.value);
            setFilter((current) => ({ ...current, tag: '' }));
          }}
          data-testid="collection-select"
        >
          <option value={ALL_FAVORITES_ID}>
            ♥ {t('allFavorites')} ({data.favorites.length})
          </option>
          {data.collections.map((item) => (
            <option key={item.id} value={item.id}>
              {item.icon} {item.name} ({item.recipeCount})
            </option>
          ))}
        </SelectField>
        {collection && !collection.isDefault ? (
          <>
            <button type="button" className="button" onClick={() => setOpen({ kind: 'edit' })}>
              {t('edit.open')}
            </button>
            <button type="button" className="button" onClick={() => setOpen({ kind: 'delete' })}>
              {t('delete.open')}
            </button>
          </>
        ) : null}
      </div>

      {selected === ALL_FAVORITES_ID ? (
        <section className={`favorites-counter favorites-counter--${level}`} data-testid="favorites-counter">
          <p>{t('counter', { count: data.favorites.length, limit: data.limit })}</p>
          <div className="favorites-counter__bar" aria-hidden="true">
            <span style={{ inlineSize: `${Math.min(100, (data.favorites.length / data.limit) * 100)}%` }} />
          </div>
          {level === 'full' ? <p role="alert">{t('errors.limit', { maxLimit: data.limit })}</p> : null}
        </section>
      ) : null}

      {data.collections.length === 0 ? (
        <section className="notice" data-testid="favorites-no-collections">
          <p>{t('empty.noCollections')}</p>
          <NewCollectionButton label={t('create.first')} onOpen={() => setOpen({ kind: 'create' })} />
        </section>
      ) : null}

      <div className="favorites-filters">
        <SelectField
          label={t('filters.tag')}
          value={filter.tag}
          onChange={(event) => set('tag', event.target.value)}
        >
          <option value="">{tags.length === 0 ? t('empty.noTags') : t('filters.allTags')}</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </SelectField>
        {choice('sort')}
        <details className="favorites-filters__advanced">
          <summary>{t('filters.advanced')}</summary>
          <div className="favorites-filters__more">
            {choice('cookingTime')}
            <SelectField
              label={t('filters.personalRating')}
              value={String(filter.minPersonalRating)}
              onChange={(event) => set('minPersonalRating', Number(event.target.value))}
            >
              {[0, 5, 4, 3, 2].map((value) => (
                <option key={value} value={value}>
                  {value === 0 ? t('filters.any') : value === 5 ? '★★★★★' : `${'★'.repeat(value)}+`}
                </option>
              ))}
            </SelectField>
            {choice('cookStatus')}
            {choice('dateAdded')}
          </div>
        </details>
      </div>

      {shown.length === 0 ? (
        <section className="empty-state" data-testid="favorites-empty">
          <h2>{entries.length === 0 ? t('empty.noRecipes') : t('empty.noResults')}</h2>
          {entries.length === 0 ? (
            <Link to="/" className="button">
              {t('empty.browse')}
            </Link>
          ) : null}
        </section>
      ) : (
        <ul className="favorites-grid" data-testid="favorites-grid">
          {shown.map((entry) => (
            <li key={entry.recipeId} className="favorites-item">
              {entry.recipe ? (
                <RecipeCard recipe={entry.recipe} categoryName={categoryName} />
              ) : (
                <p className="card">{t('unavailable')}</p>
              )}
              {entry.personalNotes ? (
                <p className="favorites-item__notes" dir="auto">
                  {entry.personalNotes}
                </p>
              ) : null}
              <div className="favorites-item__actions">
                {entry.recipe ? (
                  <AddToPlanButton recipeId={entry.recipeId} title={entry.recipe.title} />
                ) : null}
                <button type="button" className="button" onClick={() => setOpen({ kind: 'notes', entry })}>
                  {t('notes.open')}
                  <span className="visually-hidden"> {entry.recipe?.title}</span>
                </button>
                <button type="button" className="button" onClick={() => setOpen({ kind: 'move', entry })}>
                  {selected === ALL_FAVORITES_ID ? t('move.addOpen') : t('move.open')}
                  <span className="visually-hidden"> {entry.recipe?.title}</span>
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    run(() => api.removeFromCollection(selected, entry.recipeId), t('errors.remove'))
                  }
                >
                  {t('remove')}
                  <span className="visually-hidden"> {entry.recipe?.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Alert className="notice notice--error">{open ? null : error}</Alert>

      {open?.kind === 'create' ? (
        <CollectionDialog
          busy={busy}
          error={error}
          onCancel={close}
          onSave={(input) => run(() => api.createCollection(input), t('errors.create'))}
        />
      ) : null}
      {open?.kind === 'edit' && collection ? (
        <CollectionDialog
          initial={collection}
          busy={busy}
          error={error}
          onCancel={close}
          onSave={(input) => run(() => api.updateCollection(collection.id, input), t('errors.edit'))}
        />
      ) : null}
      {open?.kind === 'delete' && collection ? (
        <ConfirmDialog
          title={t('delete.title', { name: collection.name })}
          confirmLabel={t('delete.confirm')}
          busyLabel={t('saving')}
          cancelLabel={t('cancel')}
          busy={busy}
          error={error}
          onCancel={close}
          onConfirm={() =>
            run(
              () => api.deleteCollection(collection.id),
              t('errors.delete'),
              () => setSelected(ALL_FAVORITES_ID),
            )
          }
        >
          <p>{t('delete.text')}</p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'notes' ? (
        <NotesDialog
          entry={open.entry}
          busy={busy}
          error={error}
          onCancel={close}
          onSave={(notes) =>
            run(() => api.updateNotes(selected, open.entry.recipeId, notes), t('errors.notes'))
          }
        />
      ) : null}
      {open?.kind === 'move' ? (
        <MoveDialog
          from={selected}
          collections={data.collections}
          busy={busy}
          error={error}
          onCancel={close}
          onMove={(target) =>
            run(
              () =>
                selected === ALL_FAVORITES_ID
                  ? api.addToCollection(target, open.entry.recipeId)
                  : api.moveRecipe(open.entry.recipeId, selected, target),
              t('errors.move'),
            )
          }
        />
      ) : null}
      {open?.kind === 'stats' ? (
        <StatsDialog stats={favoritesStats(data.favorites, data.collections, now)} onClose={close} />
      ) : null}
    </div>
  );
}

/** Opens the new-collection dialog: the header's button, and the prompt when there is no collection yet. */
function NewCollectionButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button type="button" className="button button--primary" onClick={onOpen}>
      {label}
    </button>
  );
}

/** 001 §8: "Something went wrong loading the enhanced favorites" with Refresh Page and Use Simple View. */
class FavoritesBoundary extends ReactComponent<
  { children: ReactNode; fallback: (reset: () => void) => ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  return (
    <FavoritesBoundary
      fallback={() => (
        <section className="empty-state" role="alert">
          <h1>{t('errors.boundary')}</h1>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('refresh')}
          </button>
          <Link to="/favorites-simple" className="button button--primary">
            {t('useSimple')}
          </Link>
        </section>
      )}
    >
      <EnhancedFavorites />
    </FavoritesBoundary>
  );
}
