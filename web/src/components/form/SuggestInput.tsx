import { skipToken, useQuery } from '@tanstack/react-query';
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { AUTOCOMPLETE } from '@domain/constants/recipe';
import { STALE_TIMES } from '@/platform/query';
import { useDebouncedValue } from './useDebouncedValue';

/** A suggestion: what is inserted, and (instruction templates) an example shown beside it. */
export interface Suggestion {
  text: string;
  example?: string;
}

/** Where suggestions come from: the query key's resource part, and the request for one prefix. */
export interface SuggestionSource {
  key: readonly unknown[];
  fetch: (q: string, signal: AbortSignal) => Promise<Suggestion[]>;
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (the caller decides what it does: replace the text, add a tag …). */
  onPick: (suggestion: Suggestion) => void;
  /** Enter with no suggestion highlighted (the tag field adds what was typed). */
  onEnter?: () => void;
  /** None: a plain field (the keys still work: Enter calls `onEnter`). */
  source?: SuggestionSource;
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
 * the mouse picks without taking focus from the field. A failed lookup just shows nothing. Answers are queries
 * keyed by source and prefix (case aside), so typing back and forth does not ask again during the page's life.
 */
export function SuggestInput({
  value,
  onChange,
  onPick,
  onEnter,
  source,
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
  const query = useDebouncedValue(value.trim(), AUTOCOMPLETE.debounceMs);
  const answer = useQuery({
    queryKey: [...(source?.key ?? ['no-suggestions']), query.toLowerCase()],
    queryFn: source ? ({ signal }) => source.fetch(query, signal) : skipToken,
    enabled: focused && Array.from(query).length >= minChars,
    staleTime: STALE_TIMES.pageLoad,
    retry: false,
  });

  const excluded = new Set(exclude.map((text) => text.trim().toLowerCase()));
  const typed = value.trim().toLowerCase();
  const items =
    Array.from(value.trim()).length >= minChars && answer.data
      ? answer.data
          .filter(
            (item) =>
              !excluded.has(item.text.trim().toLowerCase()) && item.text.trim().toLowerCase() !== typed,
          )
          .slice(0, AUTOCOMPLETE.shown)
      : [];
  const expanded = open && focused && items.length > 0;
  const activeIndex = expanded && active < items.length ? active : -1;

  const pick = (item: Suggestion) => {
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
