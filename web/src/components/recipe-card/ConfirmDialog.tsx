import { useEffect, useId, useRef, type ReactNode } from 'react';
import './recipe-card.css';

interface Props {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Shown inside the dialog and announced (the dialog stays open so the user can retry or cancel). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (the page behind is inert, focus is trapped). Focus starts on
 * Cancel, the safe choice, and returns to the control that opened it. Escape cancels unless a call is running.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    cancelRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="recipe-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="confirm-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form
        method="dialog"
        className="recipe-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id={titleId} className="recipe-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="recipe-dialog__body">
          {children}
        </div>
        {error ? (
          <p className="recipe-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="recipe-dialog__actions">
          <button ref={cancelRef} type="button" className="button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            className="button button--danger"
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="confirm-dialog-confirm"
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
