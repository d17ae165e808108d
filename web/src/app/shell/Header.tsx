import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/icons';
import { CreateMenu } from './CreateMenu';
import { LanguageSelector } from './LanguageSelector';
import { NotificationBell } from './NotificationBell';
import { SearchForm } from './SearchForm';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
}

/** Spec 000 §2 header: logo, search, notification bell, Create menu, language selector, user menu or Login. */
export function Header({ navId, navOpen, onToggleNav }: HeaderProps) {
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <header className="header">
      <div className="header__bar">
        <button
          type="button"
          className="header__icon-button"
          aria-controls={navId}
          aria-expanded={navOpen}
          aria-label={t('nav.toggle')}
          title={t('nav.toggle')}
          onClick={onToggleNav}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="header__logo" aria-label={t('app.homeLink')}>
          <span className="header__logo-mark" aria-hidden="true">
            🍲
          </span>
          <span className="header__logo-text">{t('app.name')}</span>
        </Link>
        <SearchForm className="header__search" />
        <div className="header__actions">
          <button
            type="button"
            className="header__icon-button header__search-toggle"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'mobile-search' : undefined}
            aria-label={searchOpen ? t('search.close') : t('search.open')}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <NotificationBell />
          <CreateMenu />
          <LanguageSelector className="header__language" />
          <UserMenu />
        </div>
      </div>
      {searchOpen ? (
        <div id="mobile-search" className="header__mobile-search">
          <SearchForm autoFocus onSubmitted={() => setSearchOpen(false)} />
        </div>
      ) : null}
    </header>
  );
}
