import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScrollArrows, type ScrollArrows } from './useScrollArrows';

/** The bar around the pills: a labelled nav with a horizontal track between two scroll arrows. */
export function PillsFrame({
  className,
  contentKey,
  busy = false,
  children,
}: {
  className?: string;
  /** Changes when the pills change, so the arrows re-measure. */
  contentKey: unknown;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('categories');
  const trackRef = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const arrows = useScrollArrows(trackRef, contentKey);
  return (
    <nav
      className={['category-pills', className].filter(Boolean).join(' ')}
      aria-label={t('pills.label')}
      aria-busy={busy || undefined}
      data-overflowing={arrows.overflowing || undefined}
    >
      <ScrollArrow towards={-1} trackId={trackId} arrows={arrows} />
      <ul id={trackId} className="category-pills__track" ref={trackRef}>
        {children}
      </ul>
      <ScrollArrow towards={1} trackId={trackId} arrows={arrows} />
    </nav>
  );
}

/** The arrow at one end of the track: shown while the pills overflow, off when that end is reached. */
function ScrollArrow({
  towards,
  trackId,
  arrows,
}: {
  towards: -1 | 1;
  trackId: string;
  arrows: ScrollArrows;
}) {
  const { t } = useTranslation('categories');
  const back = towards < 0;
  return (
    <button
      type="button"
      className={`disc category-pills__arrow category-pills__arrow--${back ? 'back' : 'forward'}`}
      aria-label={t(back ? 'pills.previous' : 'pills.next')}
      aria-controls={trackId}
      hidden={!arrows.overflowing}
      disabled={back ? !arrows.canScrollBack : !arrows.canScrollForward}
      onClick={() => arrows.scrollByPage(towards)}
    >
      <Chevron />
    </button>
  );
}

export function AllPill({ active }: { active: boolean }) {
  const { t } = useTranslation('categories');
  return (
    <li>
      <Link
        to="/"
        className="pill category-pills__pill"
        aria-current={active ? 'page' : undefined}
        data-category-id=""
      >
        {t('pills.all')}
      </Link>
    </li>
  );
}

/** The loading state: placeholder pills of varied widths, and a spoken label. */
export function PillsSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation('categories');
  return (
    <PillsFrame className={className} contentKey="loading" busy>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="category-pills__skeleton" aria-hidden="true" />
      ))}
      <li className="visually-hidden">
        <span role="status">{t('pills.loading')}</span>
      </li>
    </PillsFrame>
  );
}

/** Points towards the inline start; CSS turns it for the forward arrow and mirrors it in right-to-left. */
function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
