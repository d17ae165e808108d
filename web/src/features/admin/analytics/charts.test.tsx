// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enAnalytics from '@/locales/en/adminAnalytics.json';
import { setUpI18n } from '@/testing';
import { BarChart, HeatStrip, TrendLine } from './charts';

beforeAll(() => setUpI18n({ adminAnalytics: enAnalytics }));
afterEach(cleanup);

const items = [
  { key: 'manual', label: 'Manual', value: 12 },
  { key: 'youtube', label: 'YouTube', value: 3 },
  { key: 'ai-title', label: 'AI', value: 0 },
];

describe('analytics charts', () => {
  it('draws bars scaled to the largest value, hidden from screen readers, with a table behind them', () => {
    render(<BarChart caption="By method" items={items} format={String} head={['Method', 'Recipes']} />);
    const table = screen.getByRole('table', { name: 'By method' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Manual12', 'YouTube3', 'AI0']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Method', 'Recipes']);
    const bars = document.querySelectorAll<HTMLElement>('.an-bars__bar');
    expect([...bars].map((bar) => bar.style.inlineSize)).toEqual(['100%', '25%', '0%']);
    expect(document.querySelector('.an-bars')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says "Nothing yet." instead of an empty bar chart', () => {
    render(<BarChart caption="By method" items={[]} format={String} />);
    expect(screen.getByTestId('bar-chart').textContent).toBe('By methodNothing yet.');
    expect(document.querySelector('.an-bars')).toBeNull();
  });

  it('draws a line through every point and the weekday strip darker for more', () => {
    render(<TrendLine caption="Growth" items={items} format={String} />);
    const points = document.querySelector('polyline')?.getAttribute('points')?.split(' ');
    expect(points).toHaveLength(3);
    expect(points?.[0]).toBe('0.0,2.0');
    expect(screen.getByRole('table', { name: 'Growth' })).toBeTruthy();
    cleanup();
    render(<HeatStrip caption="Days" items={items} format={String} />);
    const swatches = [...document.querySelectorAll<HTMLElement>('.an-heat__swatch')].map((s) =>
      Number(s.style.opacity),
    );
    expect(swatches[0]).toBeGreaterThan(swatches[1]!);
    expect(swatches[1]).toBeGreaterThan(swatches[2]!);
    expect(within(screen.getByRole('table', { name: 'Days' })).getAllByRole('row')).toHaveLength(4);
  });
});
