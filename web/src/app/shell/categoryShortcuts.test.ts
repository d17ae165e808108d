import { describe, expect, it } from 'vitest';
import { aCategory } from '@/testing/factories';
import { resolveShortcuts } from './categoryShortcuts';

const catalogue = [
  aCategory({ id: 'breakfast', nameEn: 'Breakfast' }),
  aCategory({ id: 'desserts', nameEn: 'Desserts' }),
  aCategory({ id: 'x9f', nameEn: 'Snacks' }),
  aCategory({ id: 'soups', nameEn: 'Soups' }),
];

describe('side navigation category shortcuts (spec 000 §2)', () => {
  it('resolves each shortcut to the category of that name, by id or English name, singular or plural', () => {
    const resolved = resolveShortcuts(catalogue).map(({ shortcut, category }) => [
      shortcut.name,
      category.id,
    ]);
    expect(resolved).toEqual([
      ['breakfast', 'breakfast'],
      ['dessert', 'desserts'],
      ['snack', 'x9f'],
    ]);
  });

  it('leaves out shortcuts that match no category', () => {
    expect(resolveShortcuts([])).toEqual([]);
    const names = resolveShortcuts(catalogue).map(({ shortcut }) => shortcut.name);
    expect(names).not.toContain('lunch');
    expect(names).not.toContain('dinner');
  });
});
