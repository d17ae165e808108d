// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anImage, aRecipeSummary, renderWithApp, setUpI18n } from '@/testing';
import en from '../../locales/en/recipes.json';
import { RecipeCard } from './RecipeCard';
import type { RecipeCardData } from './types';

const names: Record<string, string> = { a: 'Soups', b: 'Salads', c: 'Vegan', d: 'Desserts', e: 'Snacks' };
const lookup = (id: string) => (names[id] ? { name: names[id], emoji: '🍽️' } : undefined);

const recipe = (overrides: Partial<RecipeCardData> = {}): RecipeCardData => ({
  ...aRecipeSummary({
    id: 'r1',
    title: 'Lentil soup',
    description: 'x'.repeat(120),
    categories: ['a', 'b', 'c', 'd', 'e'],
    preparationTime: 75,
    difficulty: 'easy',
    views: 1234,
    shareCount: 3,
    authorId: 'u1',
  }),
  authorName: 'Dana Cook',
  authorUsername: 'dana_cook',
  ...overrides,
});

function show(data: RecipeCardData, props: Partial<Parameters<typeof RecipeCard>[0]> = {}) {
  return renderWithApp(<RecipeCard recipe={data} categoryName={lookup} {...props} />);
}

beforeAll(() => setUpI18n({ recipes: en }));

afterEach(cleanup);

describe('RecipeCard (spec 000 §2 "Recipe card")', () => {
  it("names the family's other languages by their own names (issue 34), and nothing for a recipe of its own", () => {
    const versions = [
      { id: 'r1', language: 'en' },
      { id: 'r2', language: 'he' },
      { id: 'r3', language: 'fr' },
    ];
    show(recipe({ languageVersions: versions }));
    const also = screen.getByTestId('recipe-card-also-in');
    expect(also.textContent).toBe('Also in: עברית, Français');
    expect(also.querySelector('bdi[lang="he"]')?.textContent).toBe('עברית');
    cleanup();
    show(recipe({ languageVersions: [{ id: 'r1', language: 'en' }] }));
    expect(screen.queryByTestId('recipe-card-also-in')).toBeNull();
  });

  it('shows a placeholder without images, 3 category badges and +N, the cut description, time and difficulty', () => {
    const { container } = show(recipe());
    expect(container.querySelector('img')).toBeNull();
    const badges = within(screen.getByRole('list', { name: 'Categories' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(badges).toEqual(['🍽️ Soups', '🍽️ Salads', '🍽️ Vegan', '+2and 2 more categories']);
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Lentil soup' });
    expect(card.textContent).toContain('1 h 15 min');
    expect(card.textContent).toContain('Easy');
    expect(screen.getByText('1,234 views')).toBeTruthy();
    expect(screen.getByText('3 shares')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lentil soup' }).getAttribute('href')).toBe('/recipe/r1');
    expect(screen.getByRole('link', { name: /by Dana Cook/ }).getAttribute('href')).toBe('/dana_cook');
  });

  it('shows the first image in card size and the trending badge', () => {
    const image = anImage({ publicId: 'recipes/r1/a' });
    const { container } = show(recipe({ images: [image, anImage()], trending: true }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/api/media/images/recipes/r1/a/card.jpg',
    );
    expect(screen.getByText('Trending')).toBeTruthy();
  });

  it('shows the cook rating only when cooks rated it', () => {
    const { unmount } = show(recipe({ cookCount: 0, cookRating: 4.5 }));
    expect(screen.queryByText(/Rated .* out of 5/)).toBeNull();
    unmount();
    show(recipe({ cookCount: 3, cookRating: 4.5 }));
    expect(screen.getByText('Rated 4.5 out of 5 by 3 cooks')).toBeTruthy();
  });

  it('offers Edit and Delete only when the caller enables them', () => {
    const { unmount } = show(recipe());
    expect(screen.queryByRole('button', { name: 'Delete Lentil soup' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Lentil soup' })).toBeNull();
    unmount();
    const onDelete = vi.fn();
    show(recipe(), { editable: true, onDelete });
    expect(screen.getByRole('link', { name: 'Edit Lentil soup' }).getAttribute('href')).toBe(
      '/recipe/r1/edit',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lentil soup' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
  });
});

describe('RecipeCard: who can read it (issue 27: private recipes carried no marker)', () => {
  it('marks a private recipe Private and a followers-only one Followers only; a public one carries no mark', () => {
    const { unmount } = show(recipe({ visibility: 'private' }));
    const card = () => screen.getByRole('article', { name: 'Lentil soup' });
    expect(card().textContent).toContain(en.visibility.private);
    unmount();
    const followers = show(recipe({ visibility: 'followers-only' }));
    expect(card().textContent).toContain(en.visibility['followers-only']);
    followers.unmount();
    show(recipe({ visibility: 'public' }));
    expect(card().textContent).not.toContain(en.visibility.private);
    expect(card().textContent).not.toContain(en.visibility['followers-only']);
  });
});
