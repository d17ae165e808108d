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
