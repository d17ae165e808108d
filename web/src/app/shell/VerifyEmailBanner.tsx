import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MailIcon } from '@/components/icons';
import { useSession } from '../session';

const MARK = '\u0000';

/** Spec 000 §2 / 002 §2: signed-in users with an unverified e-mail see a link to /verify-email. */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'signedIn' || session.user.emailVerified || location.pathname === '/verify-email')
    return null;
  // The address is set in bold inside the translated sentence (without <Trans>, which costs ~3 KB).
  const [before = '', after = ''] = t('verifyBanner.text', { email: MARK }).split(MARK);
  return (
    <div className="verify-banner" role="region" aria-label={t('verifyBanner.label')}>
      <MailIcon className="verify-banner__icon" />
      <p className="verify-banner__text">
        {before}
        <strong dir="ltr">{session.user.email}</strong>
        {after}
      </p>
      <Link to="/verify-email" className="verify-banner__link">
        {t('verifyBanner.action')}
      </Link>
    </div>
  );
}
