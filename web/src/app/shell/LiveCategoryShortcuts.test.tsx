// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aCategory, renderWithApp, setUpI18n } from '@/testing';
import LiveCategoryShortcuts from './LiveCategoryShortcuts';

const catalogue = [
  aCategory({ id: 'breakfast', nameEn: 'Breakfast' }),
  aCategory({ id: 'lunch', nameEn: 'Lunch' }),
  aCategory({ id: 'dinner', nameEn: 'Dinner' }),
  aCategory({ id: 'desserts', nameEn: 'Desserts' }),
  aCategory({ id: 'x9f', nameEn: 'Snacks' }),
  aCategory({ id: 'soups', nameEn: 'Soups' }),
];

vi.mock('@/components/catalog', () => ({
  useCategories: () => ({ status: 'success', data: catalogue }),
}));

beforeAll(() => setUpI18n());
afterEach(cleanup);

const shortcutLinks = () => screen.getAllByRole('link');

describe('the side navigation’s category shortcuts (spec 000 §2)', () => {
  it('shows the five, each linked by its name as /?category={name}', () => {
    renderWithApp(<LiveCategoryShortcuts collapsed={false} />);
    expect(shortcutLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['🥘Breakfast', '/?category=breakfast'],
      ['🥘Lunch', '/?category=lunch'],
      ['🥘Dinner', '/?category=dinner'],
      ['🥘Desserts', '/?category=dessert'],
      ['🥘Snacks', '/?category=snack'],
    ]);
  });

  it('marks the shortcut of the category on screen when the address names it', () => {
    renderWithApp(<LiveCategoryShortcuts collapsed={false} />, { route: '/?category=snack' });
    const current = shortcutLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['🥘Snacks']);
  });
});
