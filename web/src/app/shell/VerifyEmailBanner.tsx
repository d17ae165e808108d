import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MailIcon } from '@/components/icons';
import { TextWithSlot } from '@/components/TextWithSlot';
import { useSession } from '../session';

/** Spec 000 §2 / 002 §2: signed-in users with an unverified e-mail see a link to /verify-email. */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'signedIn' || session.user.emailVerified || location.pathname === '/verify-email')
    return null;
  return (
    <div className="verify-banner" role="region" aria-label={t('verifyBanner.label')}>
      <MailIcon className="verify-banner__icon" />
      <p className="verify-banner__text">
        <TextWithSlot text={(value) => t('verifyBanner.text', { email: value })}>
          <strong dir="ltr">{session.user.email}</strong>
        </TextWithSlot>
      </p>
      <Link to="/verify-email" className="verify-banner__link">
        {t('verifyBanner.action')}
      </Link>
    </div>
  );
}
