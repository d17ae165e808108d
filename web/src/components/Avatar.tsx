import { usePhoto } from './usePhoto';
import './Avatar.css';

/**
 * A person's picture, or their initial on a warm tint when there is none (or it fails to load). Decorative by
 * default: the name is normally written next to it.
 */
export function Avatar({
  url,
  name,
  size = 'md',
  className,
}: {
  url?: string | null;
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}) {
  const photo = usePhoto(url);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={['avatar', `avatar--${size}`, className].filter(Boolean).join(' ')} aria-hidden="true">
      {photo ? (
        <img className="avatar__image" {...photo} />
      ) : (
        <span className="avatar__initial">{initial}</span>
      )}
    </span>
  );
}
