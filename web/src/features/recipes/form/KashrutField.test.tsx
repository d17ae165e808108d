// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/recipes.json';
import he from '@/locales/he/recipes.json';
import { i18next } from '@/platform/i18n';
import { textsForEachTest } from '@/testing';
import { KashrutField } from './KashrutField';

textsForEachTest({ recipes: en }, { hebrew: { recipes: he } });

describe('KashrutField (spec 000 §1: Besari, Halavi, Parva, optional)', () => {
  it('offers "not set" and the three kinds; a choice is sent, "not set" sends null', () => {
    const onChange = vi.fn();
    const { rerender } = render(<KashrutField id="k" value={null} onChange={onChange} />);
    const group = screen.getByRole('group', { name: en.form.kashrut.label });
    expect(group).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      en.form.kashrut.none,
      en.classification.Besari,
      en.classification.Halavi,
      en.classification.Parva,
    ]);
    expect(screen.getByRole('radio', { name: en.form.kashrut.none })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: en.classification.Halavi }));
    expect(onChange).toHaveBeenLastCalledWith('Halavi');

    rerender(<KashrutField id="k" value="Halavi" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: en.classification.Halavi })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: en.form.kashrut.none }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('speaks Hebrew', async () => {
    await i18next.changeLanguage('he');
    render(<KashrutField id="k" value="Parva" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: he.form.kashrut.label })).toBeTruthy();
    expect(screen.getByRole('radio', { name: he.classification.Parva })).toHaveProperty('checked', true);
  });
});
