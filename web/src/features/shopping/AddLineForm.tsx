import { SHOPPING_LIMITS } from '@domain/household/shoppingList';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/icons';
import { clientId } from '@/platform/outbox/outbox';
import type { NewChange } from '@/components/outbox/useOutboxSync';

/** A line typed by hand; it carries its own id, so the add sent again (after a reconnect) adds it once. */
export function AddLineForm({ queue }: { queue: (change: NewChange) => void }) {
  const { t } = useTranslation('shopping');
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = input.current?.value.trim() ?? '';
    if (!text || !input.current) return;
    queue({ name: 'shopping-add', input: { lineId: clientId(), text } });
    input.current.value = '';
  };
  return (
    <form className="shopping-add" onSubmit={submit}>
      <label htmlFor="shopping-add-text" className="visually-hidden">
        {t('add.label')}
      </label>
      <input
        id="shopping-add-text"
        ref={input}
        placeholder={t('add.placeholder')}
        maxLength={SHOPPING_LIMITS.textMax}
        autoComplete="off"
        data-testid="shopping-add-text"
      />
      <button type="submit" className="button button--primary">
        <PlusIcon size={18} />
        <span>{t('add.submit')}</span>
      </button>
    </form>
  );
}
