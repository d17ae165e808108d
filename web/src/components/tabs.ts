/**
 * The WAI-ARIA tabs pattern's attributes, so that every tablist names its tabs and panels alike: tab
 * `${prefix}-tab-${value}` controls panel `${prefix}-panel-${value}`, and only the selected tab is in the Tab order
 * (the arrow keys move between tabs).
 */
export function tabAttributes(prefix: string, value: string, selected: boolean) {
  return {
    type: 'button',
    role: 'tab',
    id: `${prefix}-tab-${value}`,
    'aria-selected': selected,
    'aria-controls': `${prefix}-panel-${value}`,
    tabIndex: selected ? 0 : -1,
  } as const;
}

export function tabPanelAttributes(prefix: string, value: string) {
  return {
    role: 'tabpanel',
    id: `${prefix}-panel-${value}`,
    'aria-labelledby': `${prefix}-tab-${value}`,
  } as const;
}

/**
 * The tab a key moves to from `from` (WAI-ARIA tabs): Home and End the first and last, the arrow keys the next one
 * in reading order, wrapping round (in right-to-left the next tab is to the left); undefined for any other key.
 */
export function nextTab<T>(tabs: readonly T[], from: T, key: string, rtl: boolean): T | undefined {
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  const step = key === 'ArrowRight' ? (rtl ? -1 : 1) : key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
  if (step === 0) return undefined;
  return tabs[(tabs.indexOf(from) + step + tabs.length) % tabs.length];
}
