import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import { Alert } from './busy';
import { BusyButton } from './busy';

/** Class names per look: the app's (styles/kit.css) and the admin console's (admin.css). */
const VARIANTS = {
  recipe: {
    dialog: 'dialog',
    form: 'dialog__form',
    title: 'dialog__title',
    body: 'dialog__body',
    error: 'dialog__error',
    actions: 'dialog__actions',
    cancel: 'button',
    confirm: 'button button--danger',
  },
  admin: {
    dialog: 'admin-dialog',
    form: undefined,
    title: 'admin-dialog__title',
    body: 'admin-dialog__body',
    error: 'admin-dialog__error',
    actions: 'dialog__actions admin-dialog__actions',
    cancel: 'admin-button',
    confirm: 'admin-button admin-button--danger',
  },
} as const;

interface Props {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the call runs (default: confirmLabel). */
  busyLabel?: string;
  cancelLabel: string;
  busy?: boolean;
  /** Shown inside the dialog and announced (the dialog stays open so the user can retry or cancel). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Which stylesheet's classes to use (default: the app's); the caller's screen loads that stylesheet. */
  variant?: keyof typeof VARIANTS;
  /** Start focus on the body's first select/input (e.g. a replacement picker) when there is one. */
  focusFirstField?: boolean;
  /** A dialog that only shows something: one button (cancelLabel) closes it. */
  informOnly?: boolean;
}

/**
 * A modal confirmation on the native <dialog>: showModal() makes the page behind it inert and traps focus.
 * Focus starts on Cancel, the safe choice (or on the body's first field with focusFirstField), and returns to
 * the control that opened it when the dialog goes away. Escape cancels unless a call is running.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
  variant = 'recipe',
  focusFirstField = false,
  informOnly = false,
}: Props) {
  const classes = VARIANTS[variant];
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useModalDialog(ref, () => {
    const field = focusFirstField ? bodyRef.current?.querySelector<HTMLElement>('select, input') : null;
    return field ?? cancelRef.current;
  });

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
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
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        <div ref={bodyRef} id={bodyId} className={classes.body}>
          {children}
        </div>
        <Alert className={classes.error}>{error}</Alert>
        <div className={classes.actions}>
          <button ref={cancelRef} type="button" className={classes.cancel} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          {informOnly ? null : (
            <BusyButton
              type="submit"
              className={classes.confirm}
              busy={busy}
              label={confirmLabel}
              busyLabel={busyLabel}
              data-testid="confirm-dialog-confirm"
            />
          )}
        </div>
      </form>
    </dialog>
  );
}
