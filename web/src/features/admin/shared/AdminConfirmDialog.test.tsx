// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enAdmin from '@/locales/en/admin.json';
import { setUpI18n } from '@/testing';
import { AdminConfirmDialog } from './AdminConfirmDialog';

afterEach(cleanup);

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <AdminConfirmDialog
      title="Delete this recipe?"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      body="“Lentil soup” is removed for good."
    />,
  );
  return { onConfirm, onCancel };
}

describe('AdminConfirmDialog', () => {
  beforeAll(() => setUpI18n({ admin: enAdmin }));

  it('asks in the admin look with its one-paragraph body; Cancel and the confirm button answer', () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.className).toBe('admin-dialog');
    expect(screen.getByRole('heading', { name: 'Delete this recipe?' })).toBeTruthy();
    expect(dialog.querySelector('p')?.textContent).toBe('“Lentil soup” is removed for good.');
    fireEvent.click(screen.getByRole('button', { name: enAdmin.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the busy label and holds Cancel while the call runs', () => {
    renderDialog(true);
    expect(screen.getByTestId('confirm-dialog-confirm').textContent).toContain('Deleting…');
    expect((screen.getByRole('button', { name: enAdmin.cancel }) as HTMLButtonElement).disabled).toBe(true);
  });
});
