import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharedCollection } from '@domain/favorites/document';
import { mayViewRatedRecipes } from '@domain/ratings/privacy';
import { DEFAULT_PRIVACY, type ProfilePrivacy } from '@domain/profile/document';
import { cardImage } from '@/components/recipe-card/cardImage';
import { ChannelSection } from './ChannelSection';
import { callFunction } from '@/platform/api';

const RECIPES_SHOWN = 4;

interface Props {
  uid: string;
  own: boolean;
  isFollowing: boolean;
  privacy: Partial<ProfilePrivacy> | undefined;
  /** The viewer's uid, or 'guest': the answer depends on who asks. */
  viewer: string;
}

/**
 * A cook's kitchen as others may see it (001 §6): the link to their rated recipes and their collections, each shown
 * only when the cook's privacy setting lets this viewer see it (only me, followers, everyone). The server decides
 * again on every call; hiding here only spares a refused request.
 */
export function ChannelKitchen({ uid, own, isFollowing, privacy, viewer }: Props) {
  const { t } = useTranslation('channel');
  const viewerIs = { isOwner: own, isFollower: isFollowing };
  const mayRated = mayViewRatedRecipes(privacy?.ratedRecipes ?? DEFAULT_PRIVACY.ratedRecipes, viewerIs);
  const mayCollections = mayViewRatedRecipes(privacy?.collection ?? DEFAULT_PRIVACY.collection, viewerIs);
  const collections = useQuery({
    queryKey: ['channel', 'collections', uid, viewer, isFollowing],
    queryFn: () => callFunction('favorites-userCollections', { userId: uid }),
    enabled: mayCollections,
    retry: false,
  });
  const shown = (collections.data?.collections ?? []).filter((collection) => collection.recipes.length > 0);
  if (!mayRated && shown.length === 0) return null;
  return (
    <ChannelSection part="kitchen" title={t('kitchen.title')}>
      {mayRated ? (
        <Link
          to={own ? '/rated-recipes' : `/rated-recipes?user=${encodeURIComponent(uid)}`}
          className="button channel__rated"
          data-testid="channel-rated"
        >
          {own ? t('kitchen.ratedOwn') : t('kitchen.rated')}
        </Link>
      ) : null}
      {shown.length > 0 ? (
        <ul
          className="channel__collections"
          aria-label={t('kitchen.collections')}
          data-testid="channel-collections"
        >
          {shown.map((collection) => (
            <CollectionCard key={collection.id} collection={collection} />
          ))}
        </ul>
      ) : null}
    </ChannelSection>
  );
}

function CollectionCard({ collection }: { collection: SharedCollection }) {
  const { t } = useTranslation('channel');
  return (
    <li className="card channel-collection" data-testid="channel-collection">
      <header className="channel-collection__header">
        <span
          className="channel-collection__icon"
          style={{ backgroundColor: collection.color }}
          aria-hidden="true"
        >
          {collection.icon}
        </span>
        <div>
          <h3 className="channel-collection__name">{collection.name}</h3>
          <p className="channel-collection__count">
            {t('kitchen.recipeCount', { count: collection.recipes.length })}
          </p>
        </div>
      </header>
      {collection.description ? (
        <p className="channel-collection__description">{collection.description}</p>
      ) : null}
      <ul className="channel-collection__recipes">
        {collection.recipes.slice(0, RECIPES_SHOWN).map((recipe) => {
          const image = cardImage(recipe.images[0]);
          return (
            <li key={recipe.id}>
              <Link to={`/recipe/${recipe.id}`} className="channel-collection__recipe">
                {image ? (
                  <img src={image.src} alt="" loading="lazy" width={48} height={48} decoding="async" />
                ) : (
                  <span className="channel-collection__placeholder" aria-hidden="true">
                    🍽️
                  </span>
                )}
                <span>{recipe.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
