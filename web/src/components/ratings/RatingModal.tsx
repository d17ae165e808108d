import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOK_LEVELS, INTERESTS, type RatingView } from '@domain/ratings/document';
import { StarIcon } from '@/components/icons';
import { useModalDialog } from '@/components/useModalDialog';
import { Alert } from '@/components/busy';
import type { RatingChoice } from './api';

/** 001 §4: the modal closes 500 ms after a rating is saved. */
export const CLOSE_AFTER_MS = 500;

interface Props {
  /** The viewer's rating: prefills the modal, which is then titled "update". */
  current: RatingView | null;
  /** Saves the choice; rejects with the text to show. */
  onSubmit: (choice: RatingChoice) => Promise<void>;
  onClose: () => void;
}

type Step = 'madeIt' | 'cook' | 'browsing';

/**
 * The two-step rating modal (spec 001 §4 "Rating flow"): did you make it? Yes → the five cook levels (excellent 5 …
 * bad 1); no, just browsing → interested or not interested. Choosing an option submits at once; once saved, the
 * modal says so and closes after 500 ms. A native <dialog> (showModal: the page behind is inert, focus is trapped,
 * Escape closes unless a save is running); the current choice of an existing rating is marked (aria-pressed).
 */
export function RatingModal({ current, onSubmit, onClose }: Props) {
  const { t } = useTranslation('ratings');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>('madeIt');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useModalDialog(ref);

  // each step starts at its first option
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('[data-rating-option]')?.focus();
  }, [step]);

  const choose = (choice: RatingChoice) => {
    if (busy || saved) return;
    setBusy(true);
    setError(null);
    onSubmit(choice).then(
      () => {
        setSaved(true);
        setTimeout(onClose, CLOSE_AFTER_MS);
      },
      (reason: unknown) => {
        setBusy(false);
        setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
  };

  const option = (key: string, label: string, pressed: boolean, onClick: () => void, extra?: string) => (
    <button
      key={key}
      type="button"
      className={`button rating-option${pressed ? ' rating-option--current' : ''}`}
      aria-pressed={pressed}
      disabled={busy || saved}
      onClick={onClick}
      data-rating-option={key}
    >
      {extra ? (
        <span className="rating-option__stars" aria-hidden="true">
          {extra}
        </span>
      ) : null}
      {label}
    </button>
  );

  return (
    <dialog
      ref={ref}
      className="dialog rating-modal"
      aria-labelledby={titleId}
      data-testid="rating-modal"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="dialog__form">
        <h2 id={titleId} className="dialog__title">
          <StarIcon size={20} />
          {current ? t('modal.updateTitle') : t('modal.title')}
        </h2>
        {step === 'madeIt' ? (
          <fieldset className="rating-modal__step">
            <legend>{t('modal.madeItQuestion')}</legend>
            <div className="rating-modal__options">
              {option('made', t('modal.madeIt'), current?.madeIt === true, () => setStep('cook'))}
              {option('browsing', t('modal.justBrowsing'), current?.madeIt === false, () =>
                setStep('browsing'),
              )}
            </div>
          </fieldset>
        ) : step === 'cook' ? (
          <fieldset className="rating-modal__step">
            <legend>{t('modal.cookQuestion')}</legend>
            <div className="rating-modal__options rating-modal__options--column">
              {COOK_LEVELS.map(({ score, key }) =>
                option(
                  key,
                  t(`levels.${key}`),
                  current?.madeIt === true && current.rating === score,
                  () => choose({ madeIt: true, rating: score }),
                  '★'.repeat(score),
                ),
              )}
            </div>
          </fieldset>
        ) : (
          <fieldset className="rating-modal__step">
            <legend>{t('modal.browsingQuestion')}</legend>
            <div className="rating-modal__options">
              {INTERESTS.map((interest) =>
                option(
                  interest,
                  t(`interest.${interest}`),
                  current?.madeIt === false && current.interest === interest,
                  () => choose({ madeIt: false, interest }),
                ),
              )}
            </div>
          </fieldset>
        )}
        <p className="rating-modal__status" role="status">
          {saved ? t('modal.saved') : busy ? t('modal.saving') : ''}
        </p>
        <Alert className="dialog__error">{error}</Alert>
        <div className="dialog__actions">
          {step !== 'madeIt' ? (
            <button
              type="button"
              className="button"
              onClick={() => setStep('madeIt')}
              disabled={busy || saved}
            >
              {t('modal.back')}
            </button>
          ) : null}
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('modal.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
