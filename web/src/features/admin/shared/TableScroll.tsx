import type { ReactNode } from 'react';

/**
 * Every admin table but the categories' sits in one (decision 0024): on a phone it scrolls sideways inside this
 * region, so each value stays under its column's header. Named and focusable: a keyboard scrolls it too (WCAG 2.1.1).
 */
export function TableScroll(props: { label: string; className?: string; children: ReactNode }) {
  const className = props.className ? `admin-table-scroll ${props.className}` : 'admin-table-scroll';
  return (
    <div className={className} role="region" aria-label={props.label} tabIndex={0}>
      {props.children}
    </div>
  );
}
