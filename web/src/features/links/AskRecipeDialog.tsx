import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_LIMITS } from '@domain/links/constants';
import type { RecipeLink } from '@domain/links';
import { CopyIcon, ShareIcon, WhatsAppIcon } from '@/components/icons';
import { BusyButton, TextAreaField } from '@/components/form';
import { Alert } from '@/components/busy';
import { errorMessage } from '@/platform/api';
import { signedInUid, useSession } from '@/platform/session';
import { generateLink, linkKeys } from './api';
import { MyLinks } from './MyLinks';
import './links.css';

/**
 * Ask for a Recipe (001 §2 "Modals", §5, §9): step 1 a personal message (required, at most 200 characters with a
 * live counter) and the cook's own links; step 2 the link with copy (a "copied" mark for 2 s), native share when
 * the browser has it, and WhatsApp; back returns to step 1 with the message kept, done closes.
 */
export function AskRecipeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('links');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [link, setLink] = useState<RecipeLink | null>(null);
  const session = useSession();
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: generateLink,
    onSuccess: (answer) => {
      setLink(answer);
      // the cook's list under step 1 holds it now
      const viewer = signedInUid(session) ?? '';
      void queryClient.invalidateQueries({ queryKey: linkKeys.mine(viewer) });
    },
  });
  const busy = generate.isPending;
  const error = generate.error ? errorMessage(generate.error, t('errors.generateFailed')) : null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const missing = message.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (missing || busy) return;
    generate.mutate(message.trim());
  };

  return (
    <dialog
      ref={ref}
      className="dialog ask-recipe"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="ask-recipe-dialog"
    >
      {link ? (
        <LinkStep link={link} titleId={titleId} onBack={() => setLink(null)} onDone={onClose} />
      ) : (
        <form className="dialog__form" onSubmit={submit} noValidate>
          <StepHead titleId={titleId} title={t('ask.title')} intro={t('ask.intro')} />
          <TextAreaField
            id="ask-recipe-message"
            label={t('ask.messageLabel')}
            placeholder={t('ask.messagePlaceholder')}
            dir="auto"
            rows={4}
            required
            value={message}
            maxLength={LINK_LIMITS.messageMax}
            onChange={(event) => setMessage(event.target.value)}
            counter={{ value: message, max: LINK_LIMITS.messageMax }}
            error={attempted && missing ? t('errors.messageRequired') : null}
          />
          <StepActions error={error} back={t('ask.cancel')} onBack={onClose}>
            <BusyButton
              type="submit"
              className="button button--primary"
              busy={busy}
              label={t('ask.generate')}
              busyLabel={t('ask.generating')}
            />
          </StepActions>
          <MyLinks />
        </form>
      )}
    </dialog>
  );
}

function LinkStep({
  link,
  titleId,
  onBack,
  onDone,
}: {
  link: RecipeLink;
  titleId: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('links');
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const canShare = typeof navigator.share === 'function';
  const text = `${link.customMessage}\n${link.shareUrl}`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_LIMITS.copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.shareUrl);
      setCopyFailed(false);
      setCopied(true);
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <div className="dialog__form">
      <StepHead titleId={titleId} title={t('link.title')} intro={t('link.intro')} />
      <label className="form__label" htmlFor="ask-recipe-link">
        {t('link.label')}
      </label>
      <input
        id="ask-recipe-link"
        className="form__input ask-recipe__url"
        dir="ltr"
        readOnly
        value={link.shareUrl}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="ask-recipe-url"
      />
      <p className="ask-recipe__expires">
        {t('link.expires', { time: new Date(link.expiresAt).toLocaleString() })}
      </p>
      <div className="ask-recipe__share">
        <button type="button" className="button" onClick={() => void copy()} data-testid="ask-recipe-copy">
          <CopyIcon size={18} />
          {copied ? t('link.copied') : t('link.copy')}
        </button>
        {canShare ? (
          <button
            type="button"
            className="button"
            onClick={() =>
              void navigator.share({ title: t('link.shareTitle'), text, url: link.shareUrl }).catch(() => {})
            }
          >
            <ShareIcon size={18} />
            {t('link.share')}
          </button>
        ) : null}
        <a
          className="button"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon size={18} />
          {t('link.whatsapp')}
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('link.copiedAnnounce') : ''}
      </p>
      <StepActions error={copyFailed ? t('link.copyFailed') : null} back={t('link.back')} onBack={onBack}>
        <button
          type="button"
          className="button button--primary"
          onClick={onDone}
          data-testid="ask-recipe-done"
        >
          {t('link.done')}
        </button>
      </StepActions>
    </div>
  );
}

/** A step's head: its title (which names the dialog) and what the step is for. */
function StepHead({ titleId, title, intro }: { titleId: string; title: string; intro: string }) {
  return (
    <>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <p className="dialog__body">{intro}</p>
    </>
  );
}

/** A step's foot: its error (announced), then the way back or out and the step's own main button. */
function StepActions({
  error,
  back,
  onBack,
  children,
}: {
  error: string | null;
  back: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Alert className="dialog__error">{error}</Alert>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onBack}>
          {back}
        </button>
        {children}
      </div>
    </>
  );
}

export default AskRecipeDialog;
