import {
  AISLES,
  isStaple,
  nameInNumber,
  writeQuantity,
  type Aisle,
  type StapleChoices,
} from '@domain/shopping';
import type { RecipeLanguage } from '@domain/recipe/types';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, PencilIcon, TrashIcon } from '@/components/icons';
import type { ShownLine } from './pending';
import type { NewChange } from '@/components/outbox/useOutboxSync';

/** The amounts of a line as the shopper reads them ("3", "1.5 kg"), joined where they could not be added. */
export function amountText(line: ShownLine, language: RecipeLanguage): string {
  return line.amounts.map((amount) => writeQuantity({ ...amount, from: [] }, language)).join(' + ');
}

interface Props {
  line: ShownLine;
  language: RecipeLanguage;
  staples: StapleChoices;
  onCheck: (line: ShownLine) => void;
  queue: (change: NewChange) => void;
}

/** One line: a large check box, what to buy and for which recipes, and its own actions behind "More". */
export function LineRow({ line, language, staples, onCheck, queue }: Props) {
  const { t } = useTranslation('shopping');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const amount = amountText(line, language);
  const name = nameInNumber(line.text, line.amounts);
  const label = amount ? `${amount} ${name}` : name;
  const staple = isStaple(line.food, staples);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '').trim();
    if (text && text !== label) queue({ name: 'shopping-edit', input: { lineId: line.id, text } });
    setEditing(false);
    setOpen(false);
  };

  return (
    <li
      className={`shopping-line${line.checked ? ' shopping-line--checked' : ''}`}
      data-testid="shopping-line"
      data-line-id={line.id}
      data-checked={line.checked}
    >
      <div className="shopping-line__main">
        <input
          id={`${id}-check`}
          type="checkbox"
          className="shopping-line__check"
          checked={line.checked}
          // a line typed offline is not stored yet: it can be checked once it is
          disabled={line.sources.length === 0}
          onChange={() => onCheck(line)}
        />
        <div className="shopping-line__body">
          <label htmlFor={`${id}-check`} className="shopping-line__text">
            {/* the line's own direction, aligned to the page's start */}
            <span dir="auto">
              {amount ? <strong className="shopping-line__amount">{amount}</strong> : null} {name}
            </span>
          </label>
          {line.recipes.length ? (
            <span className="shopping-line__recipes">
              {t('line.forRecipes')}{' '}
              {line.recipes.map((recipe, n) => (
                <span key={recipe.id}>
                  {n > 0 ? ', ' : null}
                  <Link to={`/recipe/${encodeURIComponent(recipe.id)}`} dir="auto">
                    {recipe.title}
                  </Link>
                </span>
              ))}
            </span>
          ) : null}
          {line.pending || staple ? (
            <span className="shopping-line__badges">
              {line.pending ? <span className="badge badge--soft">{t('line.pending')}</span> : null}
              {staple ? <span className="badge badge--outline">{t('line.staple')}</span> : null}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="button button--small shopping-line__more"
          aria-expanded={open}
          aria-controls={`${id}-actions`}
          aria-label={t('line.more', { name: label })}
          onClick={() => setOpen(!open)}
          disabled={line.sources.length === 0}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </div>
      {open ? (
        <div id={`${id}-actions`} className="shopping-line__actions">
          {editing ? (
            <form className="shopping-line__edit" onSubmit={save}>
              <label htmlFor={`${id}-text`} className="visually-hidden">
                {t('line.editLabel', { name: label })}
              </label>
              <input id={`${id}-text`} name="text" defaultValue={label} maxLength={200} autoFocus />
              <button type="submit" className="button button--small button--primary">
                <CheckIcon size={16} />
                {t('line.save')}
              </button>
              <button type="button" className="button button--small" onClick={() => setEditing(false)}>
                {t('line.cancel')}
              </button>
            </form>
          ) : (
            <>
              <button type="button" className="button button--small" onClick={() => setEditing(true)}>
                <PencilIcon size={16} />
                {t('line.edit')}
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => queue({ name: 'shopping-remove', input: { lineId: line.id } })}
              >
                <TrashIcon size={16} />
                {t('line.remove')}
              </button>
            </>
          )}
          <label className="shopping-line__aisle">
            <span>{t('line.aisle')}</span>
            <select
              value={line.aisle}
              onChange={(event) =>
                queue({
                  name: 'shopping-moveAisle',
                  input: { lineId: line.id, aisle: event.target.value as Aisle },
                })
              }
            >
              {AISLES.map((aisle) => (
                <option key={aisle} value={aisle}>
                  {t(`aisles.${aisle}`)}
                </option>
              ))}
            </select>
          </label>
          {line.food ? (
            <label className="shopping-line__staple">
              <input
                type="checkbox"
                checked={staple}
                onChange={() =>
                  queue({ name: 'shopping-setStaple', input: { food: line.food ?? '', staple: !staple } })
                }
              />
              <span>{t('line.countAsStaple')}</span>
            </label>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
