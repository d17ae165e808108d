import type { ReactNode, SVGProps } from 'react';

/** Small stroke icons (24×24 grid, currentColor). Decorative: hidden from assistive technology. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode, displayName: string) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
);
export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
export const GlobeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
  'GlobeIcon',
);
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
export const LogoutIcon = /* @__PURE__ */ icon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17 5 12l5-5M5 12h11" />
  </>,
  'LogoutIcon',
);
export const LoginIcon = /* @__PURE__ */ icon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="m10 17 5-5-5-5M15 12H4" />
  </>,
  'LoginIcon',
);
export const ShieldIcon = /* @__PURE__ */ icon(
  <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />,
  'ShieldIcon',
);
export const HomeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 11 12 4l8 7" />
    <path d="M6 10v10h12V10" />
  </>,
  'HomeIcon',
);
export const FlameIcon = /* @__PURE__ */ icon(
  <path d="M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 1.5.8 2.5 2 3 0-3 0-5.5 1-8.5z" />,
  'FlameIcon',
);
export const ActivityIcon = /* @__PURE__ */ icon(<path d="M3 12h4l3-8 4 16 3-8h4" />, 'ActivityIcon');
export const UserPlusIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </>,
  'UserPlusIcon',
);
export const UsersIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
  </>,
  'UsersIcon',
);
export const HeartIcon = /* @__PURE__ */ icon(
  <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  'HeartIcon',
);
export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6 6 18" />, 'CloseIcon');
export const CheckCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
  'CheckCircleIcon',
);
export const WarningIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 3 2 20h20z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
  'WarningIcon',
);
export const InfoIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
  'InfoIcon',
);
export const MailIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  'MailIcon',
);
export const PencilIcon = /* @__PURE__ */ icon(<path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />, 'PencilIcon');
export const LinkIcon = /* @__PURE__ */ icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </>,
  'LinkIcon',
);
export const SidebarIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
  'SidebarIcon',
);
