// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useKeptForm } from './useKeptForm';

const schema = z.object({ title: z.string() });

function TitleForm() {
  const [value, setValue] = useState({ title: '' });
  const kept = useKeptForm('test', value, schema);
  return (
    <div onInput={kept.onInput}>
      {kept.offer ? (
        <button type="button" onClick={() => setValue(kept.restore() ?? value)}>
          restore
        </button>
      ) : null}
      {kept.blocker.state === 'blocked' ? <p>asked to leave</p> : null}
      <input
        aria-label="title"
        value={value.title}
        onChange={(event) => setValue({ title: event.target.value })}
      />
      <Link to="/elsewhere">elsewhere</Link>
    </div>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <TitleForm /> },
      { path: '/elsewhere', element: <p>elsewhere page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a kept form', () => {
  it('holds a link back while the user has typed, and offers the draft when the form opens again', async () => {
    const router = renderForm();
    fireEvent.input(screen.getByLabelText('title'), { target: { value: 'Soup' } });
    fireEvent.click(screen.getByText('elsewhere'));
    expect(await screen.findByText('asked to leave')).toBeTruthy();
    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByText('elsewhere page')).toBeNull();
    cleanup();
    renderForm();
    fireEvent.click(await screen.findByText('restore'));
    expect((screen.getByLabelText('title') as HTMLInputElement).value).toBe('Soup');
  });

  it('lets a form the user has not touched go freely', async () => {
    renderForm();
    fireEvent.click(screen.getByText('elsewhere'));
    expect(await screen.findByText('elsewhere page')).toBeTruthy();
  });
});
