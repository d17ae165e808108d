import { useState, type ReactNode } from 'react';
import { CloseIcon, PlusIcon } from '../icons';
import { SuggestInput, type SuggestionSource } from './SuggestInput';
import './form.css';

export interface TagInputTexts {
  /** Names the list of chips ("Your tags"). */
  list: string;
  /** The add button. */
  add: string;
  /** A chip's remove button ("Remove pasta"). */
  remove: (tag: string) => string;
  /** Names the list of suggestions. */
  suggestions: string;
}

export interface TagOffers {
  /** Shown above the offers ("Popular tags"). */
  label: string;
  tags: readonly string[];
  /** An offer's button ("Add pasta"). */
  addLabel: (tag: string) => string;
}

interface TagInputProps {
  id: string;
  label: ReactNode;
  tags: readonly string[];
  /**
   * What was typed, picked or pasted: one text or a list (commas, new lines). The caller splits, dedupes and
   * limits it; the field clears what was typed.
   */
  onAdd: (raw: string) => void;
  onRemove: (tag: string) => void;
  texts: TagInputTexts;
  maxLength: number;
  placeholder?: string;
  /** At the limit: the entry and the offers lock. */
  full?: boolean;
  hint: ReactNode;
  /** Shown and said (a status): what the limit left out, or that it is reached. */
  status?: ReactNode;
  /** Said only, politely: what was just added or removed. */
  announcement?: ReactNode;
  suggestions?: SuggestionSource;
  /** Suggestions start at this many characters. */
  minChars?: number;
  /** Tags one click away (not those already there). */
  offers?: TagOffers;
  className?: string;
}

/**
 * A tag input: each tag a chip with its own remove button; Enter, a comma or the add button adds what was typed; a
 * pasted list is added whole (the input's length limit would cut it); suggestions and offers add with one choice.
 */
export function TagInput({
  id,
  label,
  tags,
  onAdd,
  onRemove,
  texts,
  maxLength,
  placeholder,
  full = false,
  hint,
  status,
  announcement,
  suggestions,
  minChars = 2,
  offers,
  className,
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const add = (raw: string) => {
    onAdd(raw);
    setDraft('');
  };
  const offered = offers?.tags ?? [];

  return (
    <div className={['form__field', className].filter(Boolean).join(' ')} data-testid="tags-field">
      <label htmlFor={id} className="form__label">
        {label}
      </label>
      {tags.length ? (
        <ul className="inline-list" aria-label={texts.list} data-testid="tag-chips">
          {tags.map((tag) => (
            <li key={tag} className="form__chip">
              <bdi>#{tag}</bdi>
              <button
                type="button"
                className="ghost-button disc form__chip-remove"
                onClick={() => onRemove(tag)}
                aria-label={texts.remove(tag)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form__tag-entry">
        <SuggestInput
          value={draft}
          onChange={(text) => (text.includes(',') ? add(text) : setDraft(text))}
          onPick={(suggestion) => add(suggestion.text)}
          onEnter={() => add(draft)}
          source={suggestions}
          minChars={minChars}
          exclude={tags}
          listLabel={texts.suggestions}
          inputProps={{
            id,
            className: 'form__input',
            maxLength,
            placeholder,
            disabled: full,
            'aria-describedby': `${id}-hint ${id}-limit`,
            onPaste: (event) => {
              const pasted = event.clipboardData.getData('text');
              if (!/[,\n]/.test(pasted)) return;
              event.preventDefault();
              add(`${draft},${pasted}`);
            },
          }}
        />
        <button
          type="button"
          className="button button--small"
          onClick={() => add(draft)}
          disabled={!draft.trim() || full}
        >
          <PlusIcon size={16} />
          {texts.add}
        </button>
      </div>
      <p id={`${id}-hint`} className="form__hint">
        {hint}
      </p>
      <p id={`${id}-limit`} className="form__hint" role="status">
        {status}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {offers && offered.length ? (
        <Offers id={`${id}-offers`} offers={offers} tags={offered} disabled={full} onAdd={add} />
      ) : null}
    </div>
  );
}

/** Tags one click away, under their label. */
function Offers({
  id,
  offers,
  tags,
  disabled,
  onAdd,
}: {
  id: string;
  offers: TagOffers;
  tags: readonly string[];
  disabled: boolean;
  onAdd: (tag: string) => void;
}) {
  return (
    <div className="form__tag-offers">
      <p className="form__hint" id={id}>
        {offers.label}
      </p>
      <ul className="inline-list" aria-labelledby={id}>
        {tags.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              className="form__chip form__chip--offer"
              onClick={() => onAdd(tag)}
              disabled={disabled}
              aria-label={offers.addLabel(tag)}
            >
              <PlusIcon size={14} />
              <bdi>{tag}</bdi>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
