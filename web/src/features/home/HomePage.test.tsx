// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp, setUpI18n } from '@/testing';
import { HomePage } from './HomePage';

beforeAll(() => setUpI18n());
afterEach(cleanup);

describe('HomePage category heading (000 §2)', () => {
  it("names the chosen category with the slot's name, not its id", async () => {
    renderWithApp(<HomePage categoryName={(id) => (id === 'desserts' ? 'Desserts' : id)} />, {
      route: '/?category=desserts',
    });
    expect((await screen.findByRole('heading', { level: 2, name: 'Category: Desserts' })).textContent).toBe(
      'Category: Desserts',
    );
  });
});
