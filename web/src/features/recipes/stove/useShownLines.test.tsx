// @vitest-environment happy-dom
// own module graph: no other file may have loaded the rewriting code before the first render here
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownLines } from './useShownLines';

const CHOICE = { servings: 8, base: 4, units: 'metric', language: 'en' } as const;

function Lines() {
  const shown = useShownLines(['1 cup milk'], ['Bake at 350°F.'], CHOICE);
  return (
    <ul>
      {[...shown.ingredients, ...shown.instructions.map((text) => ({ text, status: 'step' }))].map((line) => (
        <li key={line.text} data-status={line.status}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

describe("the recipe page's lines", () => {
  it('show as written at first, then rewritten once the rewriting code has loaded', async () => {
    render(<Lines />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 cup milk',
      'Bake at 350°F.',
    ]);
    expect(await screen.findByText('480 ml milk')).toBeTruthy();
    expect(screen.getByText('Bake at 175 °C.')).toBeTruthy();
  });
});
