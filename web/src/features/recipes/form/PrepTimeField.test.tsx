// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en/recipes.json';
import { setUpI18n } from '@/testing';
import { PrepTimeField } from './PrepTimeField';

beforeAll(() => setUpI18n({ recipes: en }));
afterEach(cleanup);

function Field() {
  const [value, setValue] = useState('30');
  return <PrepTimeField id="prep" value={value} onChange={setValue} />;
}

const input = () => screen.getByLabelText(/Preparation time/) as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const errors = en.validation.errors;

describe('PrepTimeField: says what is wrong instead of rewriting the time (spec 000 §5, issue 27)', () => {
  it.each([
    ['1.5', errors.preparationTimeInvalid],
    ['-3', errors.preparationTimeTooShort],
    ['2000', errors.preparationTimeTooLong],
  ])('keeps %s as typed and says why it cannot be saved', (typed, message) => {
    render(<Field />);
    type(typed);
    expect(input().value).toBe(typed);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('takes whole minutes from 1 to 1440 quietly and shows them as the recipe page will', () => {
    render(<Field />);
    type('90');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('That is 1 h 30 min (from 1 to 1440 minutes).')).toBeTruthy();
  });
});
