import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sharingPlatformEnabled } from '@domain/settings/offers';
import { useSiteSettings } from '@/components/catalog/useSiteSettings';
import { useToast } from '@/components/toast';
import { compactNumber } from '@/components/recipe-card/format';
import { CopyIcon, FacebookIcon, InstagramIcon, ShareIcon, WhatsAppIcon } from '@/components/icons';
import { trackShare, type SharePlatform } from '../api';
import { viewerFingerprint } from '../hooks/fingerprint';

/** The platforms shared to through a link of theirs (a new window); the others copy a text. */
const LINK_SHARES = [
  {
    platform: 'whatsapp',
    Icon: WhatsAppIcon,
    href: (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
  {
    platform: 'facebook',
    Icon: FacebookIcon,
    href: (_text: string, url: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
] as const;

/** A share that happens in the page (copy, the device's share sheet), as one item of the bar's list. */
function ShareButton({
  Icon,
  modifier,
  testId,
  onClick,
  children,
}: {
  Icon: ComponentType<{ size?: number }>;
  modifier?: string;
  testId?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const className = `button share-bar__button${modifier ? ` share-bar__button--${modifier}` : ''}`;
  return (
    <li>
      <button type="button" className={className} onClick={onClick} data-testid={testId}>
        <Icon size={18} />
        {children}
      </button>
    </li>
  );
}

/**
 * The social share bar (spec 000 §2, 001 §2): WhatsApp, Facebook, Instagram (Instagram has no web share link: the
 * recipe's link is copied to paste there), copy link, and the device's own share sheet where the browser has one.
 * Each share is counted (POST /api/recipes/track-share) and the count shown is the server's.
 */
export function ShareBar({
  recipeId,
  title,
  initialCount,
  onShared,
}: {
  recipeId: string;
  title: string;
  initialCount: number;
  /** A share went out (the language learning's share event). */
  onShared?: () => void;
}) {
  const { t, i18n } = useTranslation('recipes');
  const toast = useToast();
  const [count, setCount] = useState(initialCount);
  const url = `${window.location.origin}/recipe/${encodeURIComponent(recipeId)}`;
  const text = t('share.text', { title });
  const settings = useSiteSettings();
  // the platforms an admin turned off (settings/sharingPlatforms) are not offered; copying a link always is
  const offered = (platform: string) => !settings || sharingPlatformEnabled(settings, platform);
  const canShare =
    offered('native') && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const counted = (platform: SharePlatform) => {
    onShared?.();
    trackShare(recipeId, platform, viewerFingerprint()).then(
      (answer) => {
        if (typeof answer?.shareCount === 'number') setCount(answer.shareCount);
      },
      (error: unknown) => console.warn('The share could not be counted.', error),
    );
  };

  const copy = async (platform: 'instagram' | 'copy-link') => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(platform === 'instagram' ? t('share.copiedInstagram') : t('share.copied'));
      counted(platform);
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  const native = async () => {
    try {
      await navigator.share({ title, text, url });
      counted('native');
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t('share.failed'));
    }
  };

  const open = (platform: 'whatsapp' | 'facebook') => counted(platform);

  return (
    <section className="share-bar" aria-labelledby="share-bar-title" data-testid="share-bar">
      <h2 id="share-bar-title" className="share-bar__title">
        {t('share.title')}
        <span className="share-bar__count" data-testid="share-count">
          {t('share.count', { count, formatted: compactNumber(count, i18n.resolvedLanguage ?? 'en') })}
        </span>
      </h2>
      <ul className="inline-list share-bar__list">
        {LINK_SHARES.filter(({ platform }) => offered(platform)).map(({ platform, Icon, href }) => (
          <li key={platform}>
            <a
              className={`button share-bar__button share-bar__button--${platform}`}
              href={href(text, url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => open(platform)}
            >
              <Icon size={18} />
              {t(`share.${platform}`)}
              <span className="visually-hidden">{t('share.newWindow')}</span>
            </a>
          </li>
        ))}
        {offered('instagram') ? (
          <ShareButton modifier="instagram" Icon={InstagramIcon} onClick={() => void copy('instagram')}>
            {t('share.instagram')}
          </ShareButton>
        ) : null}
        <ShareButton testId="share-copy" Icon={CopyIcon} onClick={() => void copy('copy-link')}>
          {t('share.copy')}
        </ShareButton>
        {canShare ? (
          <ShareButton Icon={ShareIcon} onClick={() => void native()}>
            {t('share.native')}
          </ShareButton>
        ) : null}
      </ul>
    </section>
  );
}
