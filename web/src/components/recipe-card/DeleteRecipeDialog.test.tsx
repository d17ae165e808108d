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

async function confirm(recipe: Parameters<typeof DeleteRecipeDialog>[0]['recipe']) {
  const onDeleted = vi.fn();
  renderWithApp(<DeleteRecipeDialog recipe={recipe} onDeleted={onDeleted} onCancel={() => undefined} />);
  fireEvent.click(await screen.findByRole('button', { name: en.delete.confirm }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalled());
}

describe('DeleteRecipeDialog and a family of language versions (issue 34)', () => {
  it('says an original’s versions go with it, and asks for that', async () => {
    await confirm({ id: 'o1', title: 'Soup', languageVersions: family });
    expect(screen.getByText(en.delete.withVersions)).toBeTruthy();
    expect(callFunction).toHaveBeenCalledWith('recipes-delete', {
      recipeId: 'o1',
      botToken: 'token',
      withVersions: true,
    });
  });

  it('deletes a version, or a recipe of its own, alone', async () => {
    await confirm({ id: 'v1', title: 'מרק', languageVersions: family });
    expect(screen.queryByText(en.delete.withVersions)).toBeNull();
    expect(callFunction).toHaveBeenCalledWith('recipes-delete', { recipeId: 'v1', botToken: 'token' });
  });
});
