import type { ComponentType } from 'react';
import {
  ActivityIcon,
  FlameIcon,
  HeartIcon,
  HomeIcon,
  LoginIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
} from '@/components/icons';

export interface NavItem {
  key: string;
  to: string;
  /** Key in the common namespace. */
  labelKey: string;
  icon: ComponentType<{ size?: number; className?: string }>;
}

export const HOME: NavItem = { key: 'home', to: '/', labelKey: 'nav.home', icon: HomeIcon };
export const TRENDING: NavItem = {
  key: 'trending',
  to: '/trending',
  labelKey: 'nav.trending',
  icon: FlameIcon,
};
export const ACTIVITY: NavItem = {
  key: 'activity',
  to: '/activity',
  labelKey: 'nav.activity',
  icon: ActivityIcon,
};
export const FOLLOWING: NavItem = {
  key: 'following',
  to: '/following',
  labelKey: 'nav.following',
  icon: UserPlusIcon,
};
export const FOLLOWERS: NavItem = {
  key: 'followers',
  to: '/followers',
  labelKey: 'nav.followers',
  icon: UsersIcon,
};
export const FAVORITES: NavItem = {
  key: 'favorites',
  to: '/favorites',
  labelKey: 'nav.favorites',
  icon: HeartIcon,
};
export const PROFILE: NavItem = { key: 'profile', to: '/profile', labelKey: 'nav.profile', icon: UserIcon };
export const LOGIN: NavItem = { key: 'login', to: '/login', labelKey: 'nav.login', icon: LoginIcon };

/** Side navigation (spec 000 §2 Shell). */
export const SIDE_NAV_SIGNED_IN = [ACTIVITY, FOLLOWING, FOLLOWERS, FAVORITES, PROFILE];
/** Mobile bottom bar. */
export const BOTTOM_BAR_SIGNED_IN = [HOME, TRENDING, ACTIVITY, FAVORITES, PROFILE];
export const BOTTOM_BAR_SIGNED_OUT = [HOME, TRENDING, LOGIN];

/** Category shortcuts, linked as /?category={name}. */
export const CATEGORY_SHORTCUTS = [
  { name: 'breakfast', emoji: '🍳' },
  { name: 'lunch', emoji: '🥪' },
  { name: 'dinner', emoji: '🍽️' },
  { name: 'dessert', emoji: '🍰' },
  { name: 'snack', emoji: '🥨' },
] as const;

/** Home is current only on / without a category; other items on their path and below it. */
export function isActivePath(to: string, pathname: string, category: string | null): boolean {
  if (to === '/') return pathname === '/' && !category;
  return pathname === to || pathname.startsWith(`${to}/`);
}
