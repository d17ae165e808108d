// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabSet } from './TabSet';

const TABS = ['check', 'fix', 'maintenance'] as const;
type Tab = (typeof TABS)[number];
const label = (tab: Tab) => `Tab ${tab}`;

/** A page that keeps the tab itself (it needs it outside the panel). */
function ControlledPage() {
  const [tab, setTab] = useState<Tab>('check');
  return (
    <>
      <TabSet id="set" label="Jobs" tabs={TABS} value={tab} onChange={setTab} tabLabel={label}>
        <p>Panel {tab}</p>
      </TabSet>
      <output data-testid="outside">{tab}</output>
    </>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

afterEach(() => {
  cleanup();
  document.documentElement.dir = '';
});

describe('TabSet', () => {
  it('names every tab and its panel alike, only the chosen tab in the Tab order', () => {
    render(<ControlledPage />);
    expect(screen.getByRole('tablist', { name: 'Jobs' })).toBeTruthy();
    expect(selected().id).toBe('set-tab-check');
    expect(selected().getAttribute('aria-controls')).toBe('set-panel-check');
    expect(screen.getByRole('tab', { name: 'Tab fix' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe('set-panel-check');
    expect(panel.textContent).toBe('Panel check');
  });

  it('a controlled set tells the page, which draws the panel and uses the tab outside it', () => {
    render(<ControlledPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Tab fix' }));
    expect(selected().textContent).toBe('Tab fix');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel fix');
    expect(screen.getByTestId('outside').textContent).toBe('fix');
  });

  it('an uncontrolled set holds the tab: a click, or a link inside the panel, opens another', () => {
    const onChange = vi.fn();
    render(
      <TabSet label="Jobs" tabs={TABS} initial="fix" onChange={onChange} tabLabel={label}>
        {(tab, select) => (
          <button type="button" onClick={() => select('maintenance')}>
            Panel {tab}
          </button>
        )}
      </TabSet>,
    );
    expect(selected().textContent).toBe('Tab fix');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel fix');
    fireEvent.click(screen.getByRole('tab', { name: 'Tab check' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel check');
    fireEvent.click(screen.getByRole('button', { name: 'Panel check' }));
    expect(selected().textContent).toBe('Tab maintenance');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(selected().id);
    expect(onChange.mock.calls).toEqual([['check'], ['maintenance']]);
  });

  it.each([
    { dir: 'ltr', from: 'check', key: 'ArrowRight', to: 'fix' },
    { dir: 'ltr', from: 'check', key: 'ArrowLeft', to: 'maintenance' },
    { dir: 'ltr', from: 'maintenance', key: 'ArrowRight', to: 'check' },
    { dir: 'rtl', from: 'check', key: 'ArrowLeft', to: 'fix' },
    { dir: 'rtl', from: 'check', key: 'ArrowRight', to: 'maintenance' },
    { dir: 'ltr', from: 'fix', key: 'Home', to: 'check' },
    { dir: 'rtl', from: 'fix', key: 'End', to: 'maintenance' },
  ] as const)('$dir: $key from $from selects and focuses $to', ({ dir, from, key, to }) => {
    document.documentElement.dir = dir;
    render(
      <TabSet label="Jobs" tabs={TABS} initial={from} tabLabel={label}>
        {(tab) => <p>Panel {tab}</p>}
      </TabSet>,
    );
    fireEvent.keyDown(selected(), { key });
    expect(selected().textContent).toBe(`Tab ${to}`);
    expect(document.activeElement).toBe(selected());
    expect(screen.getByRole('tabpanel').textContent).toBe(`Panel ${to}`);
  });

  it('leaves other keys to the browser', () => {
    render(<ControlledPage />);
    fireEvent.keyDown(selected(), { key: 'ArrowDown' });
    expect(selected().textContent).toBe('Tab check');
  });
});
