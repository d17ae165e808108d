import type { ComponentType } from 'react';
import {
  ActivityIcon,
  CalendarIcon,
  CartIcon,
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

/** An item labelled nav.{key}, at /{key} unless `to` says otherwise. */
function navItem(key: string, icon: NavItem['icon'], to = `/${key}`): NavItem {
  return { key, to, labelKey: `nav.${key}`, icon };
}

export const HOME = navItem('home', HomeIcon, '/');
export const TRENDING = navItem('trending', FlameIcon);
export const ACTIVITY = navItem('activity', ActivityIcon);
export const FOLLOWING = navItem('following', UserPlusIcon);
export const FOLLOWERS = navItem('followers', UsersIcon);
export const FAVORITES = navItem('favorites', HeartIcon);
export const PLAN = navItem('plan', CalendarIcon);
export const SHOPPING_LIST = navItem('shoppingList', CartIcon, '/shopping-list');
export const PROFILE = navItem('profile', UserIcon);
export const LOGIN = navItem('login', LoginIcon);

/** Side navigation (spec 000 §2 Shell). */
export const SIDE_NAV_SIGNED_IN = [ACTIVITY, FOLLOWING, FOLLOWERS, FAVORITES, PLAN, SHOPPING_LIST, PROFILE];
/** Mobile bottom bar. */
export const BOTTOM_BAR_SIGNED_IN = [HOME, TRENDING, ACTIVITY, FAVORITES, PROFILE];
export const BOTTOM_BAR_SIGNED_OUT = [HOME, TRENDING, LOGIN];

/** Home is current only on / without a category; other items on their path and below it. */
export function isActivePath(to: string, pathname: string, category: string | null): boolean {
  if (to === '/') return pathname === '/' && !category;
  return pathname === to || pathname.startsWith(`${to}/`);
}
