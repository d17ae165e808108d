import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeleteDialog, EditorFormProps } from './AdminListScreen';
import { useCatalogApi, type CatalogApi } from './api';
import { CatalogForm, type CatalogFormParts } from './CatalogForm';
import type { SuccessKey } from './messages';
import { localizedName, type LocalizedNames } from './types';
import { useCatalogEditor } from './useCatalogEditor';

type Item = { id: string } & LocalizedNames;

/**
 * What one kind of catalogue item brings to the generic admin list + editor: where its texts live, its blank and
 * stored values as form input, its checks, its calls and its own form fields. The next admin screens declare one.
 */
export interface CatalogKind<T extends Item, F extends LocalizedNames> extends CatalogFormParts<F> {
  /** The admin.json group with heading, add, addTitle, editTitle, empty, deleteTitle, confirmDelete. */
  texts: 'categories' | 'dietary';
  blank: F;
  fieldsOf: (item: T) => F;
  create: (api: CatalogApi, values: F) => Promise<unknown>;
  update: (api: CatalogApi, item: T, values: F) => Promise<unknown>;
  saved: Record<'created' | 'updated' | 'deleted', SuccessKey>;
}

/** A delete in flight: the call and the item it removes. */
interface Removal<T> {
  remove: (item: T) => Promise<unknown>;
  item: T;
}

/**
 * The state of a catalogue screen of `kind` (spec 002 §4, §8): the editor (banner, form, focus), the props the
 * generic AdminListScreen takes from it, and the delete confirmation. The screen brings its rows (in `listRef`,
 * whose Edit buttons carry `data-edit-id`) and what its delete asks and calls.
 */
export function useCatalogScreen<T extends Item, F extends LocalizedNames>(
  kind: CatalogKind<T, F>,
  listRef: RefObject<HTMLElement | null>,
) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const nameOf = (item: LocalizedNames) => localizedName(item, language);
  const api = useCatalogApi();
  const addRef = useRef<HTMLButtonElement>(null);
  const editor = useCatalogEditor<T>({ addRef, listRef });
  const headingId = useId();
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = useMutation({ mutationFn: ({ remove, item }: Removal<T>) => remove(item) });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { texts } = kind;

  const save = (values: F) =>
    editor.save(async (item) => {
      if (item) {
        await kind.update(api, item, values);
        return kind.saved.updated;
      }
      await kind.create(api, values);
      return kind.saved.created;
    });

  /** Spread into AdminListScreen. */
  const screen = {
    editor,
    headingId,
    addRef,
    title: t(`${texts}.heading`),
    addLabel: t(`${texts}.add`),
    emptyText: t(`${texts}.empty`),
    formTitle: (item: T | null) =>
      item ? t(`${texts}.editTitle`, { name: nameOf(item) }) : t(`${texts}.addTitle`),
    renderForm: (form: EditorFormProps) => (
      <CatalogForm
        {...form}
        initial={editor.editing ? kind.fieldsOf(editor.editing) : kind.blank}
        onSubmit={save}
        validate={kind.validate}
        fields={kind.fields}
        below={kind.below}
      />
    ),
  };

  const deletion = {
    item: deleting,
    busy: removal.isPending,
    error: deleteError,
    setError: setDeleteError,
    start: (item: T) => {
      editor.clearBanner();
      setDeleteError(null);
      setDeleting(item);
    },
    close: () => setDeleting(null),
    /** Runs the delete; success closes the dialog with the kind's success banner, a failure is `onFailure`'s. */
    confirm: async (remove: (item: T) => Promise<unknown>, onFailure: (error: unknown, item: T) => void) => {
      if (!deleting) return false;
      setDeleteError(null);
      try {
        await removal.mutateAsync({ remove, item: deleting });
        setDeleting(null);
        editor.showSuccess(kind.saved.deleted);
        editor.refocus();
        return true;
      } catch (error) {
        onFailure(error, deleting);
        return false;
      }
    },
    /** The confirmation while a delete is asked: the kind's title and button, the screen's body. */
    dialog: (item: T | null, onConfirm: () => void, body: ReactNode): DeleteDialog | null =>
      item
        ? {
            title: t(`${texts}.deleteTitle`, { name: nameOf(item) }),
            confirmLabel: t(`${texts}.confirmDelete`),
            busy: removal.isPending,
            error: deleteError,
            onConfirm,
            onCancel: () => !removal.isPending && setDeleting(null),
            children: body,
          }
        : null,
  };

  return { t, nameOf, api, editor, screen, deletion };
}
