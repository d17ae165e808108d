// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/recipes.json';
import { renderWithApp, setUpI18n } from '@/testing';
import { RowsField } from './RowsField';
import { row, type Row } from './state';

vi.mock('../api', () => ({ autocomplete: async () => [] }));

beforeAll(() => setUpI18n({ recipes: en }));
afterEach(cleanup);

function Ingredients() {
  const [rows, setRows] = useState<Row[]>([row('4 eggs'), row('')]);
  return <RowsField id="ingredients" kind="ingredients" value={rows} onChange={setRows} />;
}

const LONG = 'Sea salt and pepper to taste, plus more for serving'; // 51 characters

describe('RowsField: an ingredient line is never cut (spec 000 §5: 50 in the forms)', () => {
  it('keeps all of a 51-character line, counts it live and marks it invalid', () => {
    renderWithApp(<Ingredients />);
    const second = screen.getByRole('combobox', { name: 'Ingredient 2' }) as HTMLInputElement;
    expect(second.maxLength).not.toBe(50);
    expect(screen.queryByText('51/50')).toBeNull();

    fireEvent.change(second, { target: { value: LONG.slice(0, 41) } });
    expect(screen.getByText('41/50')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(second, { target: { value: LONG } });
    expect(second.value).toBe(LONG);
    expect(screen.getByText('51/50')).toBeTruthy();
    expect(screen.getByText('51 of 50 characters')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Ingredient 1' }).getAttribute('aria-invalid')).toBeNull();
  });
});
