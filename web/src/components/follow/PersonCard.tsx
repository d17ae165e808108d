import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowPerson } from '@domain/follows';
import { Avatar } from '@/components/Avatar';
import { Handle } from '@/components/Handle';
import { compactNumber } from '@/components/recipe-card/format';
import { VerifiedBadge } from '@/components/VerifiedBadge';
import { channelPath } from '@/platform/paths';
import { FollowButton } from './FollowButton';
import { useFollow } from './useFollow';
import './person-card.css';

/** What a card shows of a person: a follow-list entry, or a suggested chef (isFollowing unknown until asked). */
export type CardPerson = Pick<
  FollowPerson,
  'id' | 'displayName' | 'username' | 'photoURL' | 'isVerified' | 'recipeCount' | 'followerCount'
> & { isFollowing?: boolean };

/**
 * A user card (spec 001 §2 "A user card shows a follow button"): avatar, name with the verified mark, handle, recipe
 * and follower counts in compact K/M form, and the follow toggle (its count moves with it, never below 0).
 * `children` adds a line below the counts (Discover Chefs: why this chef).
 */
export function PersonCard({ person, children }: { person: CardPerson; children?: ReactNode }) {
  const { t, i18n } = useTranslation('follows');
  const control = useFollow(person.id, person.followerCount, { initial: person.isFollowing });
  const name = person.displayName.trim() || person.username || t('unnamed');
  const language = i18n.resolvedLanguage ?? 'en';
  const count = (key: 'recipes' | 'followers', value: number) =>
    t(`following.${key}`, { count: value, formatted: compactNumber(value, language) });
  return (
    <li className="card person-card" data-testid="person-card" data-user-id={person.id}>
      <Avatar url={person.photoURL} name={name} size="lg" />
      <div className="person-card__body">
        <Link
          to={channelPath({ uid: person.id, username: person.username, displayName: person.displayName })}
          className="person-card__name"
        >
          <bdi>{name}</bdi>
          {person.isVerified ? (
            <VerifiedBadge label={t('verified')} className="person-card__badge" size={16} />
          ) : null}
        </Link>
        <Handle className="person-card__handle" username={person.username} />
        <p className="person-card__counts">
          <span>{count('recipes', person.recipeCount)}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="person-followers">{count('followers', control.count)}</span>
        </p>
        {children}
      </div>
      {control.self ? null : <FollowButton control={control} name={name} size="sm" />}
    </li>
  );
}
