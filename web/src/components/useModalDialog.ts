import { useEffect, type RefObject } from 'react';

/**
 * Opens the native <dialog> in `ref` as a modal once, on mount: showModal() makes the page behind it inert and traps
 * focus; `focusFirst` picks where focus starts. On unmount it closes the dialog and gives focus back to the control
 * that opened it.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  focusFirst?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    focusFirst?.(dialog)?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (previous?.isConnected) previous.focus();
    };
    // Runs once on open, like the dialog itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
