import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoutIcon, ShieldIcon, UserIcon } from '@/components/icons';
import { Menu, type MenuItem } from '@/components/Menu';
import { useToast } from '@/components/toast';
import { usePhoto } from '@/components/usePhoto';
import { signOutFromShell } from './signOut';
import { isAdmin, sessionDisplayName, useSession } from '../session';

/**
 * A signed-in user's menu (Profile, Admin Panel for admins only, Logout). Lazy, in the signed-in chunk layer (decision
 * 0051): a guest's home never loads it (issue 30).
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  if (session.status !== 'signedIn') return null;
  const name = sessionDisplayName(session);
  // the live users/{uid} the session already watches: a new photo shows as soon as it is saved
  const photo = session.profile.status === 'ready' ? (session.profile.data?.photoURL ?? '') : '';
  const logout = async () => {
    try {
      await signOutFromShell();
      toast.success(t('auth.loggedOut'));
      navigate('/');
    } catch {
      toast.error(t('auth.logoutFailed'));
    }
  };

  const items: MenuItem[] = [
    { key: 'profile', label: t('nav.profile'), icon: <UserIcon size={18} />, to: '/profile' },
  ];
  if (isAdmin(session))
    items.push({ key: 'admin', label: t('userMenu.admin'), icon: <ShieldIcon size={18} />, to: '/admin' });
  items.push({
    key: 'logout',
    label: t('userMenu.logout'),
    icon: <LogoutIcon size={18} />,
    onSelect: () => void logout(),
  });

  return (
    <Menu
      label={t('userMenu.label', { name })}
      triggerClassName="header__avatar"
      trigger={<HeaderAvatar photo={photo} name={name} />}
      header={
        <>
          <strong className="menu__name">{name}</strong>
          {session.user.email ? <span className="menu__email">{session.user.email}</span> : null}
        </>
      }
      items={items}
    />
  );
}

/** The menu button's face: the profile photo, or the initial when there is none or it fails to load. */
function HeaderAvatar({ photo, name }: { photo: string; name: string }) {
  const image = usePhoto(photo);
  if (image) return <img className="header__avatar-image" {...image} data-testid="header-avatar-photo" />;
  return <span aria-hidden="true">{(name || '?').slice(0, 1).toUpperCase()}</span>;
}
