import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icons';
import { describedBy, FieldFrame, type ControlProps } from '@/components/form';
import { videoState } from './state';
import { YouTubeLinkInput } from './YouTubeLinkInput';

/**
 * The video link of the edit form (spec 000 §4 "Video URL on edit"): empty clears the video; a valid YouTube link
 * (watch, youtu.be, embed, /v/; the domain's parser) shows a validated mark; anything else an error. Shorts are
 * refused with the spec's message.
 */
export function VideoUrlField({ id, value, onChange, error }: ControlProps<string>) {
  const { t } = useTranslation('recipes');
  const state = videoState(value);
  const shownError =
    error ?? (state.status === 'invalid' && value.trim() ? t(`validation.errors.${state.key}`) : null);
  const hint =
    state.status === 'empty'
      ? t('form.video.hintEmpty')
      : state.status === 'valid'
        ? null
        : t('form.video.hint');
  return (
    <FieldFrame id={id} label={t('form.video.label')} error={shownError} hint={hint}>
      <div className="recipe-form__video">
        <YouTubeLinkInput
          id={id}
          value={value}
          invalid={!!shownError}
          describedBy={
            [
              describedBy(id, { error: !!shownError, hint: !!hint }),
              state.status === 'valid' ? `${id}-valid` : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={onChange}
        />
        {state.status === 'valid' ? (
          <span id={`${id}-valid`} className="recipe-form__validated" data-testid="video-validated">
            <CheckIcon size={16} />
            {t('form.video.validated')}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}
