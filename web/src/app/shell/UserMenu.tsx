import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginIcon } from '@/components/icons';
import { useSession } from '../session';

const AccountMenu = lazy(() => import('./AccountMenu'));

/** The user menu when signed in (its own chunk: ./AccountMenu), or a Login button when signed out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const placeholder = <span className="header__avatar header__avatar--placeholder" aria-hidden="true" />;

  if (session.status === 'loading') return placeholder;
  if (session.status !== 'signedIn') {
    // Named by aria-label too: small screens show only the icon (shell.css hides the text).
    return (
      <Link to="/login" className="button header__button header__button--outline" aria-label={t('nav.login')}>
        <LoginIcon size={18} />
        <span className="header__button-text">{t('nav.login')}</span>
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu />
    </Suspense>
  );
}
