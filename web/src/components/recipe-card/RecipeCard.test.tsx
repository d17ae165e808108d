// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/platform/i18n';
import en from '../../locales/en/recipes.json';
import { RecipeCard } from './RecipeCard';
import type { RecipeCardData } from './types';

const names: Record<string, string> = { a: 'Soups', b: 'Salads', c: 'Vegan', d: 'Desserts', e: 'Snacks' };
const lookup = (id: string) => (names[id] ? { name: names[id], emoji: '🍽️' } : undefined);

const recipe = (overrides: Partial<RecipeCardData> = {}): RecipeCardData => ({
  id: 'r1',
  title: 'Lentil soup',
  description: 'x'.repeat(120),
  categories: ['a', 'b', 'c', 'd', 'e'],
  preparationTime: 75,
  difficulty: 'easy',
  views: 1234,
  shareCount: 3,
  authorId: 'u1',
  authorName: 'Dana Cook',
  authorUsername: 'dana_cook',
  ...overrides,
});

function show(data: RecipeCardData, props: Partial<Parameters<typeof RecipeCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <RecipeCard recipe={data} categoryName={lookup} {...props} />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  i18next.addResourceBundle('en', 'recipes', en);
});

afterEach(cleanup);

describe('RecipeCard (spec 000 §2 "Recipe card")', () => {
  it('shows a placeholder without images, 3 category badges and +N, the cut description, time and difficulty', () => {
    const { container } = show(recipe());
    expect(container.querySelector('.recipe-card__placeholder')).not.toBeNull();
    const badges = [...container.querySelectorAll('.recipe-card__category')].map((li) => li.textContent);
    expect(badges).toEqual(['🍽️ Soups', '🍽️ Salads', '🍽️ Vegan', '+2and 2 more categories']);
    expect(container.querySelector('.recipe-card__description')?.textContent).toBe(`${'x'.repeat(100)}…`);
    expect(container.textContent).toContain('1 h 15 min');
    expect(container.textContent).toContain('Easy');
    expect(container.textContent).toContain('1,234 views');
    expect(container.textContent).toContain('3 shares');
    expect(screen.getByRole('link', { name: 'Lentil soup' }).getAttribute('href')).toBe('/recipe/r1');
    expect(screen.getByRole('link', { name: /by Dana Cook/ }).getAttribute('href')).toBe('/dana_cook');
  });

  it('shows the first image in card size and the trending badge', () => {
    const image = {
      url: 'full.jpg',
      sizes: { thumbnail: 't.jpg', card: 'card.jpg', detail: 'd.jpg', full: 'f.jpg' },
      originalUrl: 'o.jpg',
      publicId: 'recipes/r1/a',
      width: 1,
      height: 1,
      format: 'jpg',
    };
    const { container } = show(recipe({ images: [image], trending: true }));
    expect(container.querySelector('.recipe-card__media img')?.getAttribute('src')).toBe('card.jpg');
    expect(container.querySelector('.recipe-card__trending')?.textContent).toBe('Trending');
  });

  it('shows the cook rating only when cooks rated it', () => {
    const { container, unmount } = show(recipe({ cookCount: 0, cookRating: 4.5 }));
    expect(container.querySelector('[data-testid="recipe-card-rating"]')).toBeNull();
    unmount();
    const second = show(recipe({ cookCount: 3, cookRating: 4.5 }));
    expect(second.container.querySelector('[data-testid="recipe-card-rating"]')?.textContent).toContain(
      'Rated 4.5 out of 5 by 3 cooks',
    );
  });

  it('offers Edit and Delete only when the caller enables them', () => {
    const { container, unmount } = show(recipe());
    expect(container.querySelector('[data-testid="recipe-card-delete"]')).toBeNull();
    expect(container.querySelector('[data-testid="recipe-card-edit"]')).toBeNull();
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
