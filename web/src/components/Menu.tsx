import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import './Menu.css';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A link item… */
  to?: string;
  /** …or an action item. */
  onSelect?: () => void;
  /** A choice among several (menuitemradio): whether it is the current one. */
  checked?: boolean;
}

interface MenuProps {
  /** Accessible name of the trigger button (also its tooltip). */
  label: string;
  /** What the trigger shows (icon, text, avatar). */
  trigger: ReactNode;
  items: MenuItem[];
  triggerClassName?: string;
  /** Optional heading inside the popup (e.g. the signed-in e-mail). */
  header?: ReactNode;
}

/**
 * A menu button (WAI-ARIA APG pattern): Enter/Space/ArrowDown open it on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and returns focus to the button; Tab or a click outside closes.
 */
export function Menu({ label, trigger, items, triggerClassName, header }: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const focusOnOpen = useRef<number | null>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) {
      itemRefs.current[focusOnOpen.current]?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const move = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName ?? 'menu__trigger'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={label}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div className="menu__popup">
          {header ? <div className="menu__header">{header}</div> : null}
          <ul id={menuId} role="menu" aria-label={label} className="menu__list" onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => {
              const content = (
                <>
                  {item.icon ? <span className="menu__icon">{item.icon}</span> : null}
                  <span>{item.label}</span>
                </>
              );
              const ref = (el: HTMLElement | null) => {
                itemRefs.current[index] = el;
              };
              return (
                <li key={item.key} role="none">
                  {item.to ? (
                    <Link
                      ref={ref}
                      role="menuitem"
                      tabIndex={-1}
                      className="row-button menu__item"
                      to={item.to}
                      onClick={() => close(false)}
                    >
                      {content}
                    </Link>
                  ) : (
                    <button
                      ref={ref}
                      type="button"
                      role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                      aria-checked={item.checked}
                      tabIndex={-1}
                      className="row-button menu__item"
                      onClick={() => {
                        close(true);
                        item.onSelect?.();
                      }}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
