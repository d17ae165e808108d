import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const FOOTER_LINKS = [
  { to: '/terms-of-use', key: 'terms' },
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/about-us', key: 'about' },
  { to: '/contact-us', key: 'contact' },
  { to: '/user-verification', key: 'userVerification' },
] as const;

/** Spec 000 §2 footer: the five content pages and © current year. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <ul className="footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
