import { useId, type ReactNode } from 'react';
import { tabAttributes, tabPanelAttributes } from './tabs';
import './tabs.css';

/**
 * A tab list with its one panel (WAI-ARIA tabs, automatic activation): the arrow keys, Home and End move between
 * tabs in reading order, right to left included (the browser's own order of the buttons).
 */
export function TabSet<T extends string>({
  id: given,
  label,
  tabs,
  value,
  onChange,
  tabLabel,
  children,
}: {
  /** Prefix of the tab and panel ids; generated when absent. */
  id?: string;
  label: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  tabLabel: (tab: T) => string;
  children: ReactNode;
}) {
  const generated = useId();
  const id = given ?? generated;
  const move = (from: T, key: string) => {
    const index = tabs.indexOf(from);
    const rtl = document.documentElement.dir === 'rtl';
    const step = key === 'ArrowRight' ? (rtl ? -1 : 1) : key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const next =
      key === 'Home'
        ? tabs[0]
        : key === 'End'
          ? tabs[tabs.length - 1]
          : tabs[(index + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab) => (
          <button
            key={tab}
            {...tabAttributes(id, tab, value === tab)}
            className="tabs__tab"
            onClick={() => onChange(tab)}
            onKeyDown={(event) => {
              if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
                event.preventDefault();
                move(tab, event.key);
              }
            }}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div {...tabPanelAttributes(id, value)} className="tabs__panel">
        {children}
      </div>
    </>
  );
}
