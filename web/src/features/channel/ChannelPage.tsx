import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { FollowButton, NotificationLevelMenu, useFollow } from '@/components/follow';
import { ErrorState } from '@/components/ErrorState';
import { Handle } from '@/components/Handle';
import {
  BadgeCheckIcon,
  BlogIcon,
  InstagramIcon,
  MapPinIcon,
  PencilIcon,
  TiktokIcon,
  YoutubeIcon,
} from '@/components/icons';
import { LiveBoundary } from '@/components/LiveBoundary';
import { PageLoading } from '@/components/PageLoading';
import { ChannelSection } from './ChannelSection';
import { UserRecipeGrid, useVisibleRecipeCount } from '@/components/recipe-card';
import { usePageTitle } from '@/components/usePageTitle';
import { toApiError } from '@/platform/api';
import { isReservedPathSegment } from '@/platform/paths';
import { STALE_TIMES } from '@/platform/query';
import { useServerViewGivesWay } from '@/platform/serverView';
import { FirebaseReady, signedInUid, type UserProfile, useSession } from '@/platform/session';
import { probablyGuest } from '@/platform/sessionHint';
import { validateUsername } from '@domain/username';
import { ChannelFollowing } from './ChannelFollowing';
import { channelKeys, getChannelProfile } from './api';
import { ChannelKitchen } from './ChannelKitchen';
import { seedChannelFromServer } from './serverSeed';
import { useChannelProfile, useUsernameOwner, type Live as LiveDoc } from './useChannel';
import './channel.css';

// a guest's channel page brings its profile and first recipes (decision 0068): cached before the first render
seedChannelFromServer();

/**
 * The cook channel page (spec 000 §2, 001 §2): /{username} and /user/{id}. For a signed-in viewer the username
 * resolves through usernames/{username} to users/{uid}, both live (reactfire); a guest's comes from
 * GET /api/channels/profile, first from the page's HTML (decision 0068): banner, avatar with the verified badge, name,
 * follower and recipe counts, bio, social links, the follow button with its notification-level menu (001 §2, §4:
 * the follower count moves with it at once), and "Manage channel" (→ /profile) on one's own page instead.
 * "User not found" when the user of /user/{id} is missing; an address /{name} that no cook owns is not a channel
 * but an unknown address, so it shows `unknownAddress` (the app's not-found page) when given.
 */
export function ChannelPage({ unknownAddress }: { unknownAddress?: ReactNode } = {}) {
  const { username, id } = useParams();
  if (id !== undefined) {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return <UserNotFound />;
    return (
      <Live>
        <ChannelById uid={id} />
      </Live>
    );
  }
  const name = username ?? '';
  const lower = name.toLowerCase();
  // Not a username (or a word the app's routes own): not a channel address at all.
  const missing = unknownAddress ?? <UserNotFound />;
  if (validateUsername(lower) !== null || isReservedPathSegment(lower)) return missing;
  if (lower !== name) return <Navigate to={`/${lower}`} replace />;
  return <ChannelByUsername username={lower} missing={missing} />;
}

function Live({ children }: { children: ReactNode }) {
  const { t } = useTranslation('channel');
  return (
    <FirebaseReady fallback={<PageLoading label={t('loading')} />}>
      <LiveBoundary
        fallback={(_error, retry) => (
          <ErrorState title={t('loadFailedTitle')} message={t('loadFailed')} onRetry={retry} />
        )}
      >
        {children}
      </LiveBoundary>
    </FirebaseReady>
  );
}

/** A live read's three outcomes: the loading page, the not-found page (`missing`), or what was found. */
function Found<T>({
  live,
  missing = <UserNotFound />,
  children,
}: {
  live: LiveDoc<T>;
  missing?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('channel');
  useServerViewGivesWay(live.status === 'missing');
  if (live.status === 'loading') return <PageLoading label={t('loading')} />;
  if (live.status === 'missing') return missing;
  return children(live.data);
}

/**
 * A guest reads the channel through GET /api/channels/profile, which the page's HTML brought (decision 0068: no
 * Firestore on a guest's page, 0043); a signed-in viewer reads it live. A browser that had no signed-in user last
 * time is a guest until Auth says otherwise (platform/sessionHint.ts).
 */
function ChannelByUsername({ username, missing }: { username: string; missing: ReactNode }) {
  const session = useSession();
  const guest = session.status === 'signedOut' || (session.status === 'loading' && probablyGuest());
  if (guest) return <GuestChannel username={username} missing={missing} />;
  return (
    <Live>
      <LiveChannelByUsername username={username} missing={missing} />
    </Live>
  );
}

function LiveChannelByUsername({ username, missing }: { username: string; missing: ReactNode }) {
  return (
    <Found live={useUsernameOwner(username)} missing={missing}>
      {(uid) => <ChannelById uid={uid} />}
    </Found>
  );
}

function GuestChannel({ username, missing }: { username: string; missing: ReactNode }) {
  const { t } = useTranslation('channel');
  const query = useQuery({
    queryKey: channelKeys.profile(username),
    queryFn: ({ signal }) => getChannelProfile(username, signal),
    staleTime: STALE_TIMES.followCounts,
  });
  const notFound = query.isError && toApiError(query.error).status === 404;
  useServerViewGivesWay(query.isError);
  if (query.data) return <Channel profile={query.data} />;
  if (notFound) return missing;
  if (query.isError)
    return (
      <ErrorState
        title={t('loadFailedTitle')}
        message={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  return <PageLoading label={t('loading')} />;
}

function ChannelById({ uid }: { uid: string }) {
  return <Found live={useChannelProfile(uid)}>{(profile) => <Channel profile={profile} />}</Found>;
}

function UserNotFound() {
  const { t } = useTranslation('channel');
  usePageTitle(t('notFound.title'));
  return (
    <section className="error-state channel-missing" aria-labelledby="channel-missing-title">
      <div className="channel-missing__art" aria-hidden="true">
        🧑‍🍳
      </div>
      <h1 id="channel-missing-title" className="channel-missing__title">
        {t('notFound.title')}
      </h1>
      <p className="channel-missing__text">{t('notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

const SOCIAL = [
  { key: 'blog', Icon: BlogIcon },
  { key: 'youtube', Icon: YoutubeIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'tiktok', Icon: TiktokIcon },
] as const;

/** Only http(s) links are followed (profiles written by older clients could hold anything). */
function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function Channel({ profile }: { profile: UserProfile & { uid: string } }) {
  const { t, i18n } = useTranslation('channel');
  const session = useSession();
  const name = profile.displayName?.trim() || profile.username || t('unnamed');
  usePageTitle(name);
  const own = session.status === 'signedIn' && session.user.uid === profile.uid;
  const compact = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const links = SOCIAL.map(({ key, Icon }) => ({
    key,
    Icon,
    href: safeUrl(profile.socialLinks?.[key]),
  })).filter((link) => link.href);
  const verified = profile.isVerified === true;
  // What this viewer can open (000 §2): a visitor does not count the followers-only and private ones. The owner's
  // live count stands in while the list's first page loads.
  const visibleRecipes = useVisibleRecipeCount(profile.uid);
  const followControl = useFollow(profile.uid, profile.followerCount ?? 0);
  // what the server holds: a follow still on its way (shown at once) is no edge yet, and a list read now is refused
  const confirmedFollower = followControl.isFollowing === true && !followControl.action.pending;
  const stats = [
    { key: 'followers', value: followControl.count },
    { key: 'recipes', value: visibleRecipes ?? (own ? (profile.recipeCount ?? 0) : null) },
  ] as const;

  return (
    <article className="channel" aria-labelledby="channel-name" data-testid="channel">
      <div className="channel__banner" aria-hidden="true" />
      <header className="channel__header">
        <div className="channel__avatar">
          <Avatar url={profile.photoURL} name={name} size="xl" />
          {verified ? (
            <span className="disc channel__badge" title={t('verified')}>
              <BadgeCheckIcon size={22} />
              <span className="visually-hidden">{t('verified')}</span>
            </span>
          ) : null}
        </div>
        <div className="channel__identity">
          <h1 id="channel-name" className="channel__name">
            {name}
          </h1>
          <Handle as="p" className="channel__username" username={profile.username} />
          <dl className="channel__stats">
            {stats.map(({ key, value }) => (
              <div key={key} className="channel__stat" data-testid={`channel-${key}`}>
                <dt>{t(`stats.${key}`)}</dt>
                {value === null ? (
                  <dd aria-busy="true">…</dd>
                ) : (
                  <dd title={value.toLocaleString(i18n.resolvedLanguage)}>{compact.format(value)}</dd>
                )}
              </div>
            ))}
          </dl>
        </div>
        <div className="channel__actions">
          {own ? (
            <Link to="/profile" className="button button--primary">
              <PencilIcon size={18} />
              {t('manage')}
            </Link>
          ) : (
            <div className="follow-actions">
              <FollowButton control={followControl} name={name} />
              {followControl.isFollowing ? <NotificationLevelMenu userId={profile.uid} name={name} /> : null}
            </div>
          )}
        </div>
      </header>

      {profile.bio || profile.location || links.length ? (
        <section className="card channel__about" aria-label={t('about')}>
          {profile.bio ? <p className="channel__bio">{profile.bio}</p> : null}
          {profile.location ? (
            <p className="channel__location">
              <MapPinIcon size={18} />
              <span>{profile.location}</span>
            </p>
          ) : null}
          {links.length ? (
            <ul className="inline-list channel__links" aria-label={t('links')}>
              {links.map(({ key, Icon, href }) => (
                <li key={key}>
                  <a
                    className="channel__link"
                    href={href ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer nofollow ugc"
                    data-testid={`channel-link-${key}`}
                  >
                    <Icon size={18} />
                    <span>{t(`social.${key}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {/* The recipe grid (20 per page, optional ?category= filter; spec 001 §2, §9): the recipes issue. */}
      <ChannelSection part="recipes" title={t('recipes.title')}>
        <UserRecipeGrid
          replacesServerView
          targetUserId={profile.uid}
          own={own}
          author={{ name, username: profile.username }}
          empty={
            <div className="empty-state channel__empty">
              <span aria-hidden="true">🍽️</span>
              <p>{own ? t('recipes.emptyOwn') : t('recipes.empty')}</p>
            </div>
          }
        />
      </ChannelSection>

      <ChannelKitchen
        uid={profile.uid}
        own={own}
        isFollowing={confirmedFollower}
        privacy={profile.privacy}
        viewer={signedInUid(session) ?? 'guest'}
      />

      <ChannelFollowing
        uid={profile.uid}
        name={name}
        own={own}
        isFollowing={confirmedFollower}
        following={profile.privacy?.following}
        viewer={signedInUid(session) ?? 'guest'}
      />
    </article>
  );
}

export { ChannelPage as Component };
