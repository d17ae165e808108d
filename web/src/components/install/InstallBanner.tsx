import { useTranslation } from 'react-i18next';
import { acceptInstall, declineInstall } from '@/platform/pwa/installOffer';
import './install.css';

/** "Install Matkon" with Install and Not now (decision 0065); over the page, so nothing below it moves. */
export default function InstallBanner() {
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  if (!ready) return null;
  return (
    <section className="install-banner card" role="region" aria-labelledby="install-banner-title">
      <img className="install-banner__icon" src="/icons/icon-192.png" alt="" width={48} height={48} />
      <div className="install-banner__body">
        <h2 id="install-banner-title" className="install-banner__title">
          {t('install.title')}
        </h2>
        <p className="install-banner__text">{t('install.text')}</p>
      </div>
      <div className="install-banner__actions">
        <button type="button" className="button" onClick={declineInstall}>
          {t('install.later')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void acceptInstall()}>
          {t('install.accept')}
        </button>
      </div>
    </section>
  );
}
