import { useId, useState, type ReactNode } from 'react';
import { nextTab, tabAttributes, tabPanelAttributes } from './tabs';
import './tabs.css';

/** The tab list's names and ids, shared by both ways of using it. */
interface TabSetBase<T extends string> {
  /** Prefix of the tab and panel ids; generated when absent. */
  id?: string;
  label: string;
  tabs: readonly T[];
  tabLabel: (tab: T) => string;
}

/** The page holds the tab, because it uses it outside the panel too (a query, a save). */
interface Controlled<T extends string> extends TabSetBase<T> {
  value: T;
  onChange: (tab: T) => void;
  children: ReactNode;
}

/**
 * The tab set holds the tab: the panel is drawn from the current tab, and `select` opens another (a link inside
 * the panel). `onChange` is told of every choice (to keep it in the URL, say).
 */
interface Uncontrolled<T extends string> extends TabSetBase<T> {
  initial: T;
  onChange?: (tab: T) => void;
  children: (tab: T, select: (tab: T) => void) => ReactNode;
}

/**
 * A tab list with its one panel (WAI-ARIA tabs, automatic activation): the arrow keys, Home and End move between
 * tabs in reading order, right to left included (the browser's own order of the buttons). Controlled (`value` and
 * `onChange`) or holding the tab itself (`initial`, the panel a function of the tab).
 */
export function TabSet<T extends string>(props: Controlled<T> | Uncontrolled<T>) {
  const [held, setHeld] = useState<T>('initial' in props ? props.initial : props.value);
  if ('initial' in props) {
    const select = (tab: T) => {
      setHeld(tab);
      props.onChange?.(tab);
    };
    return (
      <TabList {...props} value={held} onChange={select}>
        {props.children(held, select)}
      </TabList>
    );
  }
  return <TabList {...props} />;
}

function TabList<T extends string>({
  id: given,
  label,
  tabs,
  value,
  onChange,
  tabLabel,
  children,
}: Controlled<T>) {
  const generated = useId();
  const id = given ?? generated;
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
              const next = nextTab(tabs, tab, event.key, document.documentElement.dir === 'rtl');
              if (next === undefined) return;
              event.preventDefault();
              onChange(next);
              document.getElementById(`${id}-tab-${next}`)?.focus();
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
