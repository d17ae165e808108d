/** The enhanced favorites screen's dialogs (001 §2): create collection, recipe notes, move, statistics. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVORITES } from '@domain/constants/social';
import { ALL_FAVORITES_ID, type CollectionView, type SavedRecipe } from '@domain/favorites/document';
import { FAVORITES_MESSAGES } from '@domain/favorites/messages';
import { recipeNotesSchema, type RecipeNotesInput } from '@domain/favorites/schemas';
import type { FavoritesStats, StatsItem } from '@domain/favorites/stats';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { InputField, SelectField, TextAreaField, useTextFields } from '@/components/form';

interface Base {
  busy: boolean;
  error: string | null;
  onCancel: () => void;
}

function Dialog({
  title,
  confirm,
  children,
  onConfirm,
  ...base
}: Base & { title: string; confirm: string; children: ReactNode; onConfirm: () => void }) {
  const { t } = useTranslation('favorites');
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirm}
      busyLabel={t('saving')}
      cancelLabel={t('cancel')}
      focusFirstField
      onConfirm={onConfirm}
      {...base}
    >
      {children}
    </ConfirmDialog>
  );
}

export interface CollectionFields {
  name: string;
  description: string;
  color: string;
  icon: string;
}

/** Create a collection, or with `initial` edit one (rename, describe, recolour, new icon). */
export function CollectionDialog({
  initial,
  onSave,
  ...props
}: Base & { initial?: CollectionFields; onSave: (input: CollectionFields) => void }) {
  const { t } = useTranslation('favorites');
  const { values, bind } = useTextFields<CollectionFields>({
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    color: initial?.color ?? '#ff6b6b',
    icon: initial?.icon ?? '📁',
  });
  const mode = initial ? 'edit' : 'create';
  return (
    <Dialog
      {...props}
      title={t(`${mode}.title`)}
      confirm={t(`${mode}.confirm`)}
      onConfirm={() => onSave(values)}
    >
      <InputField
        label={t('create.name')}
        required
        maxLength={FAVORITES.collectionNameMax}
        counter={{ value: values.name, max: FAVORITES.collectionNameMax }}
        {...bind('name')}
      />
      <TextAreaField
        label={t('create.description')}
        maxLength={FAVORITES.collectionDescriptionMax}
        counter={{ value: values.description, max: FAVORITES.collectionDescriptionMax }}
        {...bind('description')}
      />
      <InputField label={t('create.color')} type="color" {...bind('color')} />
      <InputField label={t('create.icon')} maxLength={8} {...bind('icon')} />
    </Dialog>
  );
}

/** The domain's message (the spec's English text) in the interface language. */
export function useValidationText() {
  const { t } = useTranslation('favorites');
  return (message: string | undefined) => {
    const key = Object.entries(FAVORITES_MESSAGES).find(([, text]) => text === message)?.[0];
    return key && key in VALIDATION_KEYS ? t(`validation.${key}`) : (message ?? t('errors.notes'));
  };
}
const VALIDATION_KEYS = {
  nameRequired: 1,
  nameTooLong: 1,
  descriptionTooLong: 1,
  notesTooLong: 1,
  personalRating: 1,
  cookCount: 1,
  lastCooked: 1,
  modifications: 1,
  personalTags: 1,
};

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function NotesDialog(props: Base & { entry: SavedRecipe; onSave: (notes: RecipeNotesInput) => void }) {
  const { t } = useTranslation('favorites');
  const { entry } = props;
  const { values, bind } = useTextFields({
    personalNotes: entry.personalNotes,
    personalRating: entry.personalRating ? String(entry.personalRating) : '',
    cookCount: String(entry.cookCount),
    lastCooked: entry.lastCooked ?? '',
    modifications: entry.modifications.join(', '),
    tags: entry.tags.join(', '),
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const validationText = useValidationText();
  const save = () => {
    const parsed = recipeNotesSchema.safeParse({
      personalNotes: values.personalNotes,
      personalRating: values.personalRating ? Number(values.personalRating) : null,
      cookCount: values.cookCount.trim() === '' ? 0 : Number(values.cookCount),
      lastCooked: values.lastCooked || null,
      modifications: list(values.modifications),
      tags: list(values.tags),
    });
    if (!parsed.success) {
      setInvalid(validationText(parsed.error.issues[0]?.message));
      return;
    }
    setInvalid(null);
    props.onSave(parsed.data);
  };
  return (
    <Dialog
      {...props}
      error={invalid ?? props.error}
      title={t('notes.title', { title: entry.recipe?.title ?? '' })}
      confirm={t('notes.save')}
      onConfirm={save}
    >
      <TextAreaField
        label={t('notes.notes')}
        counter={{ value: values.personalNotes, max: FAVORITES.notesMax }}
        {...bind('personalNotes')}
      />
      <SelectField label={t('notes.rating')} {...bind('personalRating')}>
        <option value="">{t('notes.noRating')}</option>
        {[1, 2, 3, 4, 5].map((value) => (
          <option key={value} value={value}>
            {'★'.repeat(value)}
          </option>
        ))}
      </SelectField>
      <InputField label={t('notes.cookCount')} type="number" inputMode="numeric" {...bind('cookCount')} />
      <InputField label={t('notes.lastCooked')} type="date" {...bind('lastCooked')} />
      <InputField label={t('notes.modifications')} hint={t('notes.commaHint')} {...bind('modifications')} />
      <InputField label={t('notes.tags')} hint={t('notes.commaHint')} {...bind('tags')} />
    </Dialog>
  );
}

export function MoveDialog(
  props: Base & { from: string; collections: CollectionView[]; onMove: (target: string) => void },
) {
  const { t } = useTranslation('favorites');
  const targets = props.collections.filter((collection) => collection.id !== props.from);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  return (
    <Dialog
      {...props}
      title={props.from === ALL_FAVORITES_ID ? t('move.addTitle') : t('move.title')}
      confirm={t('move.confirm')}
      onConfirm={() => (target ? props.onMove(target) : undefined)}
    >
      {targets.length === 0 ? (
        <p>{t('move.none')}</p>
      ) : (
        <SelectField
          label={t('move.target')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          {targets.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.icon} {collection.name}
            </option>
          ))}
        </SelectField>
      )}
    </Dialog>
  );
}

function StatsList({ title, items, more }: { title: string; items: StatsItem[]; more: number }) {
  const { t } = useTranslation('favorites');
  const shown = items.slice(0, FAVORITES.statsListItems);
  return (
    <section className="favorites-stats__list">
      <h3>{title}</h3>
      {shown.length === 0 ? (
        <p>{t('stats.none')}</p>
      ) : (
        <ul>
          {shown.map((item) => (
            <li key={item.recipeId}>
              <bdi>{item.title}</bdi>
              {item.cookCount > 0 ? ` · ${t('stats.cooked', { count: item.cookCount })}` : ''}
            </li>
          ))}
        </ul>
      )}
      {more > shown.length ? <p>{t('stats.more', { count: more - shown.length })}</p> : null}
    </section>
  );
}

export function StatsDialog({ stats, onClose }: { stats: FavoritesStats; onClose: () => void }) {
  const { t } = useTranslation('favorites');
  const counters = [
    ['collections', stats.totalCollections],
    ['total', stats.totalRecipes],
    ['unique', stats.totalUniqueRecipes],
    ['tried', stats.triedRecipes],
  ] as const;
  return (
    <ConfirmDialog
      title={t('stats.title')}
      confirmLabel={t('stats.close')}
      cancelLabel={t('stats.close')}
      onConfirm={onClose}
      onCancel={onClose}
      informOnly
    >
      <dl className="favorites-stats__counters" data-testid="favorites-stats">
        {counters.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <StatsList
        title={t('stats.mostCooked')}
        items={stats.mostCookedRecipes}
        more={stats.mostCookedRecipes.length}
      />
      <StatsList title={t('stats.recent')} items={stats.recentlyAdded} more={stats.recentlyAdded.length} />
      <StatsList
        title={t('stats.readyToTry')}
        items={stats.needsAttention}
        more={stats.needsAttentionTotal}
      />
    </ConfirmDialog>
  );
}
