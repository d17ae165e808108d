import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { AUTOCOMPLETE } from '@domain/constants/recipe';
import type { AutocompleteSuggestion } from '../api';
import { useDebouncedValue } from '@/platform/useDebouncedValue';

type Fetcher = (q: string, signal: AbortSignal) => Promise<AutocompleteSuggestion[]>;

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (the caller decides what it does: replace the text, add a tag …). */
  onPick: (suggestion: AutocompleteSuggestion) => void;
  /** Enter with no suggestion highlighted (the tag field adds what was typed). */
  onEnter?: () => void;
  fetchSuggestions: Fetcher;
  /** Suggestions start at this many characters (ingredients 2, instruction templates 3, tags 2). */
  minChars: number;
  /** Texts never offered (rows or tags already there). */
  exclude?: readonly string[];
  /** Spoken with the list ("Suggestions"). */
  listLabel: string;
  multiline?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/**
 * A text field with suggestions (the ARIA 1.2 combobox pattern): after `minChars` characters and 300 ms without
 * typing it asks the server (20 fetched) and lists 5. Arrow keys move through them, Enter picks, Escape closes;
 * the mouse picks without taking focus from the field. A failed lookup just shows nothing.
 */
export function SuggestInput({
  value,
  onChange,
  onPick,
  onEnter,
  fetchSuggestions,
  minChars,
  exclude = [],
  listLabel,
  multiline = false,
  inputProps = {},
  inputRef,
}: Props) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<{ q: string; items: AutocompleteSuggestion[] }>({ q: '', items: [] });
  const query = useDebouncedValue(value.trim(), AUTOCOMPLETE.debounceMs);
  const fetcher = useRef(fetchSuggestions);
  useEffect(() => {
    fetcher.current = fetchSuggestions;
  }, [fetchSuggestions]);

  useEffect(() => {
    if (!focused || Array.from(query).length < minChars) return;
    const controller = new AbortController();
    fetcher.current(query, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setFound({ q: query, items });
      },
      () => {
        if (!controller.signal.aborted) setFound({ q: query, items: [] });
      },
    );
    return () => controller.abort();
  }, [query, focused, minChars]);

  const excluded = new Set(exclude.map((text) => text.trim().toLowerCase()));
  const typed = value.trim().toLowerCase();
  const items =
    Array.from(value.trim()).length >= minChars && found.q === query
      ? found.items
          .filter(
            (item) =>
              !excluded.has(item.text.trim().toLowerCase()) && item.text.trim().toLowerCase() !== typed,
          )
          .slice(0, AUTOCOMPLETE.shown)
      : [];
  const expanded = open && focused && items.length > 0;
  const activeIndex = expanded && active < items.length ? active : -1;

  const pick = (item: AutocompleteSuggestion) => {
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      const item = activeIndex >= 0 ? items[activeIndex] : undefined;
      if (item) {
        event.preventDefault();
        pick(item);
      } else if (onEnter) {
        event.preventDefault();
        onEnter();
      } else if (!multiline) {
        event.preventDefault(); // never submit the whole recipe from a row
      }
    }
  };

  const shared = {
    ...inputProps,
    value,
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
    autoComplete: 'off',
    dir: 'auto',
    onFocus: () => {
      setFocused(true);
      setOpen(true);
    },
    onBlur: () => {
      setFocused(false);
      setOpen(false);
      setActive(-1);
    },
    onKeyDown,
  };

  return (
    <div className="suggest">
      {multiline ? (
        <textarea
          {...shared}
          ref={inputRef}
          rows={inputProps.rows ?? 2}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
        />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type="text"
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
        />
      )}
      <ul id={listId} role="listbox" aria-label={listLabel} className="suggest__list" hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={`${item.text}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className="suggest__option"
            dir="auto"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
          >
            <span className="suggest__text">{item.text}</span>
            {item.example ? <span className="suggest__example">{item.example}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
