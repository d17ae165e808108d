import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerMessage } from '../shared/Banner';
import { errorText } from './api';
import { localizeMessage, successMessage, type SuccessKey } from './messages';

type FormState<T> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: T };

interface FocusTargets {
  /** The tab's Add button. */
  addRef: RefObject<HTMLButtonElement | null>;
  /** The list, whose rows' Edit buttons carry `data-edit-id`. */
  listRef: RefObject<HTMLElement | null>;
}

/**
 * What both catalogue tabs do around their list (spec 002 §4, §8): the page banner, the add/edit form (one
 * at a time), its save, and where focus goes when the form or a row goes away.
 */
export function useCatalogEditor<T extends { id: string }>({ addRef, listRef }: FocusTargets) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<FormState<T>>({ mode: 'closed' });
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const bannerSeq = useRef(0);

  const editing = form.mode === 'edit' ? form.item : null;
  const formOpen = form.mode !== 'closed';

  const show = (kind: BannerMessage['kind'], text: string) =>
    setBanner({ kind, text, id: ++bannerSeq.current });
  const clearBanner = () => setBanner(null);
  const showSuccess = (key: SuccessKey) => show('success', successMessage(t, key));
  /** Shows a server or domain text in the interface language. */
  const showError = (message: string) => show('error', localizeMessage(t, message));
  const failureText = (error: unknown) => errorText(error, t('catalog.genericError'));

  /** After the form or a row goes away, put focus somewhere stable: the item's row, else Add. */
  const refocus = (itemId?: string) => {
    requestAnimationFrame(() => {
      const rowButton = itemId
        ? listRef.current?.querySelector<HTMLButtonElement>(`[data-edit-id="${CSS.escape(itemId)}"]`)
        : null;
      (rowButton ?? addRef.current)?.focus();
    });
  };

  const openForm = (next: FormState<T>) => {
    setBanner(null);
    setForm(next);
  };
  const openAdd = () => openForm({ mode: 'add' });
  const openEdit = (item: T) => openForm({ mode: 'edit', item });

  const closeForm = () => {
    const editedId = editing?.id;
    setForm({ mode: 'closed' });
    refocus(editedId);
  };

  const saving = useMutation({
    mutationFn: (write: (editing: T | null) => Promise<SuccessKey>) => write(editing),
    onMutate: () => setBanner(null),
    onSuccess: (key) => {
      showSuccess(key);
      closeForm();
    },
    onError: (error) => showError(failureText(error)),
  });
  /** Runs the create or update (`write` answers its success text); a failure keeps the form and its input. */
  const save = (write: (editing: T | null) => Promise<SuccessKey>) =>
    saving.mutateAsync(write).then(
      () => undefined,
      () => undefined,
    );

  return {
    banner,
    clearBanner,
    showSuccess,
    showError,
    failureText,
    editing,
    formOpen,
    saving: saving.isPending,
    openAdd,
    openEdit,
    closeForm,
    save,
    refocus,
  };
}
