import { icon, directionalIcon } from './draw';
import { PencilIcon } from './shell';

/** The screens' icons: they load with the screens that draw them, not with the shell (issue 30). */
export const MinusIcon = /* @__PURE__ */ icon('MinusIcon', 'M5 12h14');

export const PrinterIcon = /* @__PURE__ */ icon(
  'PrinterIcon',
  'M7 9V4h10v5',
  { rect: [3, 9, 18, 8, 2] },
  'M7 14h10v6H7z',
);

export const EyeIcon = /* @__PURE__ */ icon('EyeIcon', 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', {
  circle: [12, 12, 3],
});

export const EyeOffIcon = /* @__PURE__ */ icon(
  'EyeOffIcon',
  'M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.1M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
);

export const MapPinIcon = /* @__PURE__ */ icon(
  'MapPinIcon',
  'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z',
  { circle: [12, 9, 2.5] },
);

export const BadgeCheckIcon = /* @__PURE__ */ icon(
  'BadgeCheckIcon',
  'M12 2.5 14.6 4.4l3.2-.1 1 3 2.6 1.9-1 3 1 3-2.6 1.9-1 3-3.2-.1L12 21.5l-2.6-1.9-3.2.1-1-3-2.6-1.9 1-3-1-3 2.6-1.9 1-3 3.2.1z',
  'm8.5 12 2.5 2.5 4.5-5',
);

export const BlogIcon = /* @__PURE__ */ icon('BlogIcon', 'M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16', {
  circle: [5, 19, 1],
});

export const YoutubeIcon = /* @__PURE__ */ icon(
  'YoutubeIcon',
  { rect: [2.5, 5, 19, 14, 4] },
  'm10 9 5 3-5 3z',
);

export const InstagramIcon = /* @__PURE__ */ icon(
  'InstagramIcon',
  { rect: [3, 3, 18, 18, 5] },
  { circle: [12, 12, 4] },
  'M17.5 6.5h.01',
);

export const TiktokIcon = /* @__PURE__ */ icon(
  'TiktokIcon',
  'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 4.8',
);

export const CameraIcon = /* @__PURE__ */ icon('CameraIcon', 'M4 8h3l2-3h6l2 3h3v11H4z', {
  circle: [12, 13, 3.5],
});

// Recipe screens (card, detail, form).
export const ClockIcon = /* @__PURE__ */ icon('ClockIcon', { circle: [12, 12, 9] }, 'M12 7v5l3 2');

export const GaugeIcon = /* @__PURE__ */ icon('GaugeIcon', 'M4 18a8 8 0 1 1 16 0', 'm12 18 4-6');

/** Views counter: the same eye as EyeIcon. */
export const ViewsIcon = EyeIcon;

export const ShareIcon = /* @__PURE__ */ icon(
  'ShareIcon',
  { circle: [18, 5, 3] },
  { circle: [6, 12, 3] },
  { circle: [18, 19, 3] },
  'm8.6 13.5 6.8 4M15.4 6.5l-6.8 4',
);

export const StarIcon = /* @__PURE__ */ icon(
  'StarIcon',
  'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9Z',
);

export const TrashIcon = /* @__PURE__ */ icon(
  'TrashIcon',
  'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
);

export const EditIcon = PencilIcon;

/** The recipe screens' flame (calories, card badge); a slightly different shape from FlameIcon. */
export const FireIcon = /* @__PURE__ */ icon(
  'FireIcon',
  'M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5.5 1-8.5Z',
);

export const LockIcon = /* @__PURE__ */ icon(
  'LockIcon',
  { rect: [4, 11, 16, 10, 2] },
  'M8 11V7a4 4 0 0 1 8 0v4',
);

export const CopyIcon = /* @__PURE__ */ icon(
  'CopyIcon',
  { rect: [9, 9, 12, 12, 2] },
  'M5 15V5a2 2 0 0 1 2-2h8',
);

export const CheckIcon = /* @__PURE__ */ icon('CheckIcon', 'm5 12 5 5 9-10');

export const ImageIcon = /* @__PURE__ */ icon(
  'ImageIcon',
  { rect: [3, 4, 18, 16, 2] },
  { circle: [9, 10, 2] },
  'm21 16-5-5-9 9',
);

export const ArrowBackIcon = /* @__PURE__ */ directionalIcon('ArrowBackIcon', 'M19 12H5M11 6l-6 6 6 6');

export const RefreshIcon = /* @__PURE__ */ icon('RefreshIcon', 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7');

export const ChevronStartIcon = /* @__PURE__ */ directionalIcon('ChevronStartIcon', 'm15 6-6 6 6 6');

export const ChevronEndIcon = /* @__PURE__ */ directionalIcon('ChevronEndIcon', 'm9 6 6 6-6 6');

export const WhatsAppIcon = /* @__PURE__ */ icon(
  'WhatsAppIcon',
  'M4 20l1.3-3.9A8 8 0 1 1 8 19z',
  'M9 9.5c.3 2 2.5 4.2 4.5 4.5l1-1.2 2 .9c-.2 1-1.1 1.8-2.2 1.6-3.3-.5-5.9-3.1-6.4-6.4C7.7 7.8 8.5 7 9.5 6.8l.9 2z',
);

export const FacebookIcon = /* @__PURE__ */ icon(
  'FacebookIcon',
  'M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.7 1.8-1.7H18V2.7A22 22 0 0 0 15.3 2.5C12.8 2.5 11 4 11 7v2.5H8V13h3v8',
);

export const PlayIcon = /* @__PURE__ */ icon('PlayIcon', 'M7 4v16l13-8z');

/** Google's "G" in its own colours (sign-in buttons); decorative. */
export function GoogleLogo({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.2-.1-2.3-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.2-.1-2.3-.4-3.5z"
      />
    </svg>
  );
}
