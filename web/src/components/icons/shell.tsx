import { icon } from './draw';

/**
 * The app frame's icons (the shell's header, side navigation, bottom bar, menus and banners; toasts; error states):
 * in the home route's first JS.
 */
export const MenuIcon = /* @__PURE__ */ icon('MenuIcon', 'M4 6h16M4 12h16M4 18h16');

export const SearchIcon = /* @__PURE__ */ icon('SearchIcon', { circle: [11, 11, 7] }, 'm20 20-3.5-3.5');

export const PlusIcon = /* @__PURE__ */ icon('PlusIcon', 'M12 5v14M5 12h14');

export const ChevronDownIcon = /* @__PURE__ */ icon('ChevronDownIcon', 'm6 9 6 6 6-6');

export const GlobeIcon = /* @__PURE__ */ icon(
  'GlobeIcon',
  { circle: [12, 12, 9] },
  'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
);

export const UserIcon = /* @__PURE__ */ icon('UserIcon', { circle: [12, 8, 4] }, 'M4 21a8 8 0 0 1 16 0');

export const LogoutIcon = /* @__PURE__ */ icon(
  'LogoutIcon',
  'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3',
  'M10 17 5 12l5-5M5 12h11',
);

export const LoginIcon = /* @__PURE__ */ icon(
  'LoginIcon',
  'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3',
  'm10 17 5-5-5-5M15 12H4',
);

export const ShieldIcon = /* @__PURE__ */ icon(
  'ShieldIcon',
  'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z',
);

export const HomeIcon = /* @__PURE__ */ icon('HomeIcon', 'M4 11 12 4l8 7', 'M6 10v10h12V10');

export const FlameIcon = /* @__PURE__ */ icon(
  'FlameIcon',
  'M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 1.5.8 2.5 2 3 0-3 0-5.5 1-8.5z',
);

export const ActivityIcon = /* @__PURE__ */ icon('ActivityIcon', 'M3 12h4l3-8 4 16 3-8h4');

export const UserPlusIcon = /* @__PURE__ */ icon(
  'UserPlusIcon',
  { circle: [9, 8, 4] },
  'M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
);

export const UsersIcon = /* @__PURE__ */ icon(
  'UsersIcon',
  { circle: [9, 8, 4] },
  'M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3',
);

export const HeartIcon = /* @__PURE__ */ icon(
  'HeartIcon',
  'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
);

export const BellIcon = /* @__PURE__ */ icon(
  'BellIcon',
  'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
);

export const CartIcon = /* @__PURE__ */ icon(
  'CartIcon',
  'M3 4h2l2.4 11h10.8L21 7H6.2',
  { circle: [9, 20, 1] },
  { circle: [17, 20, 1] },
);

// the side navigation's "Meal plan" (issue 33 §1)
export const CalendarIcon = /* @__PURE__ */ icon(
  'CalendarIcon',
  { rect: [3, 5, 18, 16, 2] },
  'M3 10h18M8 3v4M16 3v4',
);

export const CloseIcon = /* @__PURE__ */ icon('CloseIcon', 'M6 6l12 12M18 6 6 18');

export const MailIcon = /* @__PURE__ */ icon('MailIcon', { rect: [3, 5, 18, 14, 2] }, 'm3 7 9 6 9-6');

export const PencilIcon = /* @__PURE__ */ icon('PencilIcon', 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4');

export const LinkIcon = /* @__PURE__ */ icon(
  'LinkIcon',
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
  'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
);

export const SidebarIcon = /* @__PURE__ */ icon('SidebarIcon', { rect: [3, 4, 18, 16, 2] }, 'M9 4v16');

export const UploadIcon = /* @__PURE__ */ icon('UploadIcon', 'M12 16V4M7 9l5-5 5 5M4 20h16');
export const CheckCircleIcon = /* @__PURE__ */ icon(
  'CheckCircleIcon',
  { circle: [12, 12, 9] },
  'm8 12 3 3 5-6',
);
export const WarningIcon = /* @__PURE__ */ icon('WarningIcon', 'M12 3 2 20h20z', 'M12 10v4M12 17h.01');
export const InfoIcon = /* @__PURE__ */ icon('InfoIcon', { circle: [12, 12, 9] }, 'M12 11v5M12 8h.01');
