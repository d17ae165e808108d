import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MailIcon, ShieldIcon } from '@/components/icons';
import { usePageTitle } from '@/components/usePageTitle';
import { resetErrorKey, sendPasswordReset } from '@/platform/auth';
import { humanCheckErrorKey, verifyHuman } from '@/platform/botCheck';
import { useSession } from '@/platform/session';
import { EmailField } from './components/AccountFields';
import { AuthCard } from './components/AuthCard';
import { AuthForm, SwitchLink } from './components/AuthForm';
import { validateResetEmail } from './validation';

/**
 * /forgot-password (spec 000 §2, §5, §8; 002 §8 "Password reset"): an email field (≤255) and a notice that a
 * bot-check protects the site. The bot-check wait is capped at 5 s, then the reset proceeds without a token.
 * Success shows a confirmation view with a link back to login. A signed-in visitor is sent to /.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('reset.title'));
  const session = useSession();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (session.status === 'signedIn') return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateResetEmail(email);
    setFieldError(invalid ? t(invalid) : null);
    setFormError(null);
    if (invalid) return;
    setBusy(true);
    try {
      const blocked = humanCheckErrorKey(await verifyHuman('PASSWORD_RESET'));
      if (blocked) {
        setFormError(t(blocked, { ns: 'common' }));
        return;
      }
      await sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setFormError(t(`reset.errors.${resetErrorKey(failure)}`));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        className="forgot-password forgot-password--sent"
        icon={<MailIcon size={28} />}
        title={t('reset.sentTitle')}
        subtitle={
          <>
            {t('reset.sentText')}{' '}
            <strong className="auth-card__email" dir="ltr">
              {sentTo}
            </strong>
          </>
        }
        footer={<SwitchLink to="/login" label={t('reset.backToLogin')} />}
      >
        <p className="auth-card__text">{t('reset.sentTips')}</p>
        <button type="button" className="button button--block" onClick={() => setSentTo(null)}>
          {t('reset.tryAgain')}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      className="forgot-password"
      texts="reset"
      footer={<SwitchLink text={t('reset.remembered')} to="/login" label={t('reset.backToLogin')} />}
    >
      <AuthForm texts="reset" busy={busy} error={formError} onSubmit={submit}>
        <EmailField value={email} error={fieldError} onChange={(event) => setEmail(event.target.value)} />
        <p className="auth-card__bot-notice">
          <ShieldIcon size={18} />
          <span>{t('reset.botNotice')}</span>
        </p>
      </AuthForm>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
