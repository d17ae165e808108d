import { describe, expect, it } from 'vitest';
import { emptyForm } from '../form/state';
import { fromRecipeDraft, recipeDraftSchema, toRecipeDraft } from './recipeDraft';

describe('a recipe form draft', () => {
  it('keeps the texts and choices and gives them back to the form', () => {
    const state = {
      ...emptyForm(),
      title: 'Shakshuka <b>',
      tags: ['eggs'],
      ingredients: emptyForm().ingredients.map((entry) => ({ ...entry, text: '4 eggs' })),
      dietaryClassification: 'Parva' as const,
    };
    const stored = recipeDraftSchema.parse(JSON.parse(JSON.stringify(toRecipeDraft(state))));
    const restored = fromRecipeDraft(stored, emptyForm());
    expect(restored.title).toBe('Shakshuka <b>');
    expect(restored.tags).toEqual(['eggs']);
    expect(restored.ingredients.map((entry) => entry.text)).toEqual(['4 eggs']);
    expect(restored.dietaryClassification).toBe('Parva');
  });

  it('refuses a stored value that is not a draft of this form', () => {
    expect(recipeDraftSchema.safeParse({ title: 'x' }).success).toBe(false);
  });
});
