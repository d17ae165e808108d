import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** An error shown inside the dialog (e.g. a missing replacement); announced as an alert. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: showModal() makes the page behind it inert and traps focus.
 * Focus starts on the first field of the body, else on Cancel (the safe choice), and returns to whatever
 * had it before (the Delete button) when the dialog goes away. Escape cancels unless a call is running.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const field = dialog.querySelector<HTMLElement>('.admin-dialog__body select, .admin-dialog__body input');
    (field ?? cancelRef.current)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="admin-dialog__body">
          {children}
        </div>
        {error ? (
          <p className="admin-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="admin-dialog__actions">
          <button ref={cancelRef} type="button" className="admin-button" onClick={onCancel} disabled={busy}>
            {t('catalog.cancel')}
          </button>
          <button
            type="submit"
            className="admin-button admin-button--danger"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
