// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/recipes.json';
import { aCategory, setUpI18n } from '@/testing';
import { CategoryPicker } from './CategoryPicker';

const catalogue = [
  aCategory({ id: 'desserts', nameEn: 'Desserts' }),
  aCategory({ id: 'main-courses', nameEn: 'Main Courses', isPrimary: true }),
  aCategory({ id: 'soups', nameEn: 'Soups' }),
];

vi.mock('@/components/catalog/live', () => ({
  useLiveCategories: () => ({ status: 'success', data: catalogue }),
}));

beforeAll(() => setUpI18n({ recipes: en }));
afterEach(cleanup);

function Form({ preselectPrimary, initial = [] }: { preselectPrimary: boolean; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <CategoryPicker id="c" value={value} onChange={setValue} preselectPrimary={preselectPrimary} />
      <output data-testid="picked">{value.join(',')}</output>
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;
const picked = () => screen.getByTestId('picked').textContent;

describe('CategoryPicker: a new recipe starts in the primary category (spec 002 §3)', () => {
  it('picks the primary category of a new recipe, once: unpicking it sticks', () => {
    render(<Form preselectPrimary />);
    expect(picked()).toBe('main-courses');
    expect(box('Main Courses').checked).toBe(true);
    fireEvent.click(box('Main Courses'));
    expect(picked()).toBe('');
    expect(box('Main Courses').checked).toBe(false);
  });

  it('leaves an edited recipe’s categories as they are', () => {
    render(<Form preselectPrimary={false} initial={['soups']} />);
    expect(picked()).toBe('soups');
    cleanup();
    render(<Form preselectPrimary={false} />);
    expect(picked()).toBe('');
  });
});
