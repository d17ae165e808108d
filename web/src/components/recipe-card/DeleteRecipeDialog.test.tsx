// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/recipes.json';
import { renderWithApp, setUpI18n } from '@/testing';
import { DeleteRecipeDialog } from './DeleteRecipeDialog';

const callFunction = vi.hoisted(() => vi.fn());
vi.mock('@/platform/api', async (original) => ({ ...(await original<object>()), callFunction }));
vi.mock('@/platform/botCheck', () => ({ getBotToken: () => Promise.resolve('token') }));

beforeAll(() => setUpI18n({ recipes: en }));
beforeEach(() => {
  callFunction.mockReset();
  callFunction.mockResolvedValue({ id: 'x' });
});
afterEach(cleanup);

const family = [
  { id: 'o1', language: 'en' },
  { id: 'v1', language: 'he' },
];

async function confirm(
  recipe: Parameters<typeof DeleteRecipeDialog>[0]['recipe'],
  choose?: string,
): Promise<{ onDeleted: ReturnType<typeof vi.fn>; onKept: ReturnType<typeof vi.fn> }> {
  const [onDeleted, onKept] = [vi.fn(), vi.fn()];
  renderWithApp(
    <DeleteRecipeDialog recipe={recipe} onDeleted={onDeleted} onKept={onKept} onCancel={() => undefined} />,
  );
  if (choose) fireEvent.click(await screen.findByRole('radio', { name: choose }));
  fireEvent.click(await screen.findByRole('button', { name: en.delete.confirm }));
  await waitFor(() => expect(callFunction).toHaveBeenCalled());
  await waitFor(() => expect(onDeleted.mock.calls.length + onKept.mock.calls.length).toBe(1));
  return { onDeleted, onKept };
}

const keep = (language: string) => en.delete.keepVersion.replace('{{language}}', language);

describe('DeleteRecipeDialog and a family of language versions (issue 34)', () => {
  it('offers an original’s cook to delete every version, the choice it starts on', async () => {
    const { onDeleted } = await confirm({ id: 'o1', title: 'Soup', languageVersions: family });
    const choice = screen.getByRole('group', { name: en.delete.versionsChoice });
    expect(choice).toBeTruthy();
    expect(screen.getByRole('radio', { name: en.delete.deleteAll })).toHaveProperty('checked', true);
    expect(screen.getByText(en.delete.withVersions)).toBeTruthy();
    expect(callFunction).toHaveBeenCalledWith('recipes-delete', {
      recipeId: 'o1',
      botToken: 'token',
      withVersions: true,
    });
    expect(onDeleted).toHaveBeenCalled();
  });

  it('keeps the version chosen by its language’s own name in the original’s place', async () => {
    const three = [...family, { id: 'v2', language: 'fr' }];
    const { onKept, onDeleted } = await confirm(
      { id: 'o1', title: 'Soup', languageVersions: three },
      keep('עברית'),
    );
    expect(screen.getByRole('radio', { name: keep('Français') })).toHaveProperty('checked', false);
    const said = screen.getByTestId('delete-keeps-version');
    expect(said.textContent).toBe(en.delete.keepsVersion.replace('{{language}}', 'עברית'));
    expect(said.querySelector('bdi')?.getAttribute('lang')).toBe('he');
    expect(said.querySelector('bdi')?.getAttribute('dir')).toBe('rtl');
    expect(screen.queryByText(en.delete.withVersions)).toBeNull();
    expect(screen.queryByText(en.delete.permanent)).toBeNull();
    expect(callFunction).toHaveBeenCalledWith('recipes-delete', {
      recipeId: 'o1',
      botToken: 'token',
      keepVersion: 'v1',
    });
    expect(onKept).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1', language: 'he', name: 'עברית' }));
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes a version, or a recipe of its own, alone, without a choice', async () => {
    await confirm({ id: 'v1', title: 'מרק', languageVersions: family });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(en.delete.withVersions)).toBeNull();
    expect(callFunction).toHaveBeenCalledWith('recipes-delete', { recipeId: 'v1', botToken: 'token' });
  });
});
