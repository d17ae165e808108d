import { Fragment, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Banner } from '../shared/Banner';
import { CatalogToolbar } from './CatalogToolbar';
import { ListStatus } from './ListStatus';
import type { useCatalogEditor } from './useCatalogEditor';

/** What the list's add/edit form gets from the screen, whatever its fields. */
export interface EditorFormProps {
  title: string;
  editingId?: string;
  saving: boolean;
  onInvalid: (message: string) => void;
  onCancel: () => void;
}

export interface DeleteDialog {
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog's body: what deleting does, and any choice it needs. */
  children: ReactNode;
}

interface Props<T extends { id: string }> {
  editor: ReturnType<typeof useCatalogEditor<T>>;
  headingId: string;
  title: string;
  addLabel: string;
  addRef: RefObject<HTMLButtonElement | null>;
  /** The form's heading when adding, and when editing an item. */
  formTitle: (editing: T | null) => string;
  /** The add/edit form, given what every editor form gets (a new form per item: its input starts afresh). */
  renderForm: (props: EditorFormProps) => ReactNode;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  /** Above the list (a live region, a hint). */
  beforeList?: ReactNode;
  /** The list itself, shown once it has items. */
  children: ReactNode;
  /** The delete confirmation, while one is asked. */
  deleteDialog: DeleteDialog | null;
}

/**
 * An admin list screen (spec 002 §4, §8): heading and Add, the page banner, the add/edit form (one at a time),
 * the list or its loading / empty state, and the delete confirmation. Each screen brings its columns, fields and
 * calls; the catalogue's categories and dietary options are the first two.
 */
export function AdminListScreen<T extends { id: string }>({
  editor,
  headingId,
  title,
  addLabel,
  addRef,
  formTitle,
  renderForm,
  loading,
  empty,
  emptyText,
  beforeList,
  children,
  deleteDialog,
}: Props<T>) {
  const { t } = useTranslation('admin');
  const { editing, formOpen } = editor;
  return (
    <div className="admin-catalog-tab">
      <CatalogToolbar
        headingId={headingId}
        title={title}
        addLabel={addLabel}
        addRef={addRef}
        onAdd={editor.openAdd}
        disabled={formOpen}
      />
      <Banner message={editor.banner} onDismiss={editor.clearBanner} />
      {formOpen ? (
        <Fragment key={editing?.id ?? 'new'}>
          {renderForm({
            title: formTitle(editing),
            editingId: editing?.id,
            saving: editor.saving,
            onInvalid: editor.showError,
            onCancel: editor.closeForm,
          })}
        </Fragment>
      ) : null}
      {beforeList}
      <ListStatus loading={loading} empty={empty} emptyText={emptyText}>
        {children}
      </ListStatus>
      {deleteDialog ? (
        <ConfirmDialog
          variant="admin"
          focusFirstField
          cancelLabel={t('catalog.cancel')}
          busyLabel={t('catalog.deleting')}
          title={deleteDialog.title}
          confirmLabel={deleteDialog.confirmLabel}
          busy={deleteDialog.busy}
          error={deleteDialog.error}
          onConfirm={deleteDialog.onConfirm}
          onCancel={deleteDialog.onCancel}
        >
          {deleteDialog.children}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
