// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import enAi from '@/locales/en/ai.json';
import { ApiRequestError } from '@/platform/api';
import { renderWithApp, textsForEachTest } from '@/testing';
import { emptyForm, row, type RecipeFormState } from '../form/state';
import { fetchRecipeSuggestions } from './api';
import TitleSuggestions from './TitleSuggestions';

vi.mock('./api', () => ({ fetchRecipeSuggestions: vi.fn() }));
const fetchMock = vi.mocked(fetchRecipeSuggestions);

const ANSWER = {
  data: {
    description: ['A warm lentil soup'],
    ingredients: ['2 cups red lentils', '1 onion, diced'],
    instructions: ['Fry the onion', 'Simmer the lentils'],
  },
  fromCache: false,
  rateLimitRemaining: 4,
  source: 'offline' as const,
};

function Harness({ initial }: { initial: Partial<RecipeFormState> }) {
  const [state, setState] = useState<RecipeFormState>({ ...emptyForm(), ...initial });
  return (
    <>
      <TitleSuggestions state={state} setState={setState} />
      <output data-testid="ingredients">{JSON.stringify(state.ingredients.map((item) => item.text))}</output>
      <output data-testid="instructions">
        {JSON.stringify(state.instructions.map((item) => item.text))}
      </output>
      <output data-testid="description">{state.description}</output>
    </>
  );
}

const shown = (id: string) => JSON.parse(screen.getByTestId(id).textContent ?? '[]') as string[];

textsForEachTest({ ai: enAi }, { reset: () => fetchMock.mockReset() });

describe('TitleSuggestions (000 §1 ai-title, §2)', () => {
  it('shows the button only with a title', () => {
    renderWithApp(<Harness initial={{ title: '  ' }} />);
    expect(screen.queryByTestId('ai-suggest')).toBeNull();
  });

  it('asks with the title, labels offline answers, and inserts into the first blank row, never twice', async () => {
    fetchMock.mockResolvedValue(ANSWER);
    renderWithApp(
      <Harness initial={{ title: 'Lentil soup', ingredients: [row('1 onion, diced'), row(''), row('')] }} />,
    );
    fireEvent.click(screen.getByTestId('ai-suggest'));
    const answer = await screen.findByTestId('ai-suggestions-answer');
    expect(fetchMock).toHaveBeenCalledWith('Lentil soup', 'en', undefined);
    expect(answer.textContent).toContain(enAi.suggestions.offline);
    expect(screen.getByTestId('ai-remaining').textContent).toBe('4/5 requests left');

    fireEvent.click(screen.getByRole('button', { name: 'Add: 2 cups red lentils' }));
    expect(shown('ingredients')).toEqual(['1 onion, diced', '2 cups red lentils', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Add: 1 onion, diced' }));
    expect(shown('ingredients')).toEqual(['1 onion, diced', '2 cups red lentils', '']);

    fireEvent.click(screen.getByTestId('ai-use-all'));
    expect(shown('instructions').filter(Boolean)).toEqual(['Fry the onion', 'Simmer the lentils']);
    expect(screen.getByTestId('description').textContent).toBe('A warm lentil soup');
  });

  it("says how long to wait when the server's limit is reached", async () => {
    fetchMock.mockRejectedValue(
      new ApiRequestError('resource-exhausted', 'Rate limit exceeded', 429, { resetIn: 42 }),
    );
    renderWithApp(<Harness initial={{ title: 'Lentil soup' }} />);
    fireEvent.click(screen.getByTestId('ai-suggest'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Rate limit reached. Try again in 42 seconds'),
    );
  });
});
