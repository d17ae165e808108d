import { useTranslation } from 'react-i18next';
import { LockIcon, UsersIcon } from '../icons';
import './recipe-card.css';

/**
 * Who can read a recipe, when it is not everyone (spec 000 §4): "Private" (the author only) or "Followers only", on
 * the card and the recipe page, so an author never takes a private recipe for a published one. Nothing for a public
 * recipe. The texts are the form's visibility choices (`recipes:visibility.*`).
 */
export function VisibilityBadge({
  visibility,
  className,
}: {
  visibility?: string | null;
  className: string;
}) {
  const { t } = useTranslation('recipes');
  if (visibility !== 'private' && visibility !== 'followers-only') return null;
  const Icon = visibility === 'private' ? LockIcon : UsersIcon;
  return (
    <span className={`badge recipe-visibility ${className}`} data-visibility={visibility}>
      <Icon size={14} />
      {t(`visibility.${visibility}`)}
    </span>
  );
}
