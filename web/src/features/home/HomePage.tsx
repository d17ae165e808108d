import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { useSession } from '@/platform/session';
import { probablyGuest } from '@/platform/sessionHint';
import { ActionLinks } from '@/components/ActionLinks';
import { TextWithSlot } from '@/components/TextWithSlot';
import { usePageTitle } from '@/components/usePageTitle';
import './home.css';

/**
 * Home (spec 000 §2): hero and the sign-up promotion for visitors without a category (the category pills bar is
 * the shell's, above every page: app/shell/Shell.tsx).
 * The feeds (trending tags, trending, newest, the discover feed) fill the `feeds` slot below the category heading.
 */
export function HomePage({
  categoryName,
  feeds,
}: {
  /** The feeds (a slot: app/routes/homeRoute.tsx passes features/feeds' HomeFeeds, loaded lazily). */
  feeds?: ReactNode;
  /** Shows a category's name from its id (a slot: the live categories are another feature's). */
  categoryName?: (id: string) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle();
  const session = useSession();
  const [params] = useSearchParams();
  const category = params.get('category');
  // A browser without a signed-in user last time shows the promotion from the first paint (no layout shift when
  // Auth answers); one that had a user waits for Auth.
  const signedOut =
    session.status === 'signedOut' ||
    session.status === 'error' ||
    (session.status === 'loading' && probablyGuest());

  return (
    <div className="home">
      <section className="hero home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          {t('home.title')}
        </h1>
        <p className="home__subtitle">{t('home.subtitle')}</p>
      </section>

      {signedOut && !category ? (
        <section className="card home__promo" aria-labelledby="home-promo-title">
          <div>
            <h2 id="home-promo-title" className="home__promo-title">
              {t('home.promo.title')}
            </h2>
            <p className="home__promo-text">{t('home.promo.text')}</p>
          </div>
          <ActionLinks
            className="home__promo-actions"
            links={[
              { to: '/signup', label: t('home.promo.signup') },
              { to: '/login', label: t('home.promo.login') },
            ]}
          />
        </section>
      ) : null}

      {category ? (
        <h2 className="home__section-title" data-testid="home-category-title">
          <TextWithSlot text={(value) => t('home.categoryTitle', { category: value })}>
            <bdi>{categoryName ? categoryName(category) : category}</bdi>
          </TextWithSlot>
        </h2>
      ) : null}

      {feeds}
    </div>
  );
}
