import type { ReactNode, SVGProps } from 'react';

/**
 * The recipe screens' own stroke icons (24×24, currentColor, decorative), in the style of components/icons.tsx.
 * Kept here so the shared icon file stays untouched by the recipes issue.
 */
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

export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  'ClockIcon',
);
export const GaugeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 18a8 8 0 1 1 16 0" />
    <path d="m12 18 4-6" />
  </>,
  'GaugeIcon',
);
export const ViewsIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'ViewsIcon',
);
export const ShareIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
  'ShareIcon',
);
export const StarIcon = /* @__PURE__ */ icon(
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9Z" />,
  'StarIcon',
);
export const TrashIcon = /* @__PURE__ */ icon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  'TrashIcon',
);
export const EditIcon = /* @__PURE__ */ icon(<path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />, 'EditIcon');
export const FlameIcon = /* @__PURE__ */ icon(
  <path d="M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5.5 1-8.5Z" />,
  'FlameIcon',
);
export const LockIcon = /* @__PURE__ */ icon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
  'LockIcon',
);
export const CopyIcon = /* @__PURE__ */ icon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </>,
  'CopyIcon',
);
export const CheckIcon = /* @__PURE__ */ icon(<path d="m5 12 5 5 9-10" />, 'CheckIcon');
export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6 6 18" />, 'CloseIcon');
export const ImageIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
  'ImageIcon',
);
export const UploadIcon = /* @__PURE__ */ icon(<path d="M12 16V4M7 9l5-5 5 5M4 20h16" />, 'UploadIcon');
/** Points to the reading start: mirrored under dir="rtl" by the caller's CSS (.flip-rtl). */
export const ArrowBackIcon = /* @__PURE__ */ icon(<path d="M19 12H5M11 6l-6 6 6 6" />, 'ArrowBackIcon');
export const ChevronStartIcon = /* @__PURE__ */ icon(<path d="m15 6-6 6 6 6" />, 'ChevronStartIcon');
export const ChevronEndIcon = /* @__PURE__ */ icon(<path d="m9 6 6 6-6 6" />, 'ChevronEndIcon');
export const WhatsAppIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
    <path d="M9 9.5c.3 2 2.5 4.2 4.5 4.5l1-1.2 2 .9c-.2 1-1.1 1.8-2.2 1.6-3.3-.5-5.9-3.1-6.4-6.4C7.7 7.8 8.5 7 9.5 6.8l.9 2z" />
  </>,
  'WhatsAppIcon',
);
export const FacebookIcon = /* @__PURE__ */ icon(
  <path d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.7 1.8-1.7H18V2.7A22 22 0 0 0 15.3 2.5C12.8 2.5 11 4 11 7v2.5H8V13h3v8" />,
  'FacebookIcon',
);
export const InstagramIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
  'InstagramIcon',
);
export const PlayIcon = /* @__PURE__ */ icon(<path d="M7 4v16l13-8z" />, 'PlayIcon');
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
export const CalendarIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
  'CalendarIcon',
);
export const FireIcon = FlameIcon;
