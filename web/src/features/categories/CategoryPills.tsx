import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFirebaseReady } from '@/platform/session';
import { LiveBoundary } from '@/components/LiveBoundary';
import './CategoryPills.css';
import { AllPill, PillsFrame, PillsSkeleton } from './PillsFrame';

const LiveCategoryPills = lazy(() => import('./LiveCategoryPills'));

/**
 * The shell's category pills bar (spec 000 §2, 002 §2): an All pill plus every category, live from
 * Firestore and ordered by English name, each with its emoji and its name in the current language.
 * Selecting one goes to /?category={id}; All goes to /. A new category appears without a reload.
 *
 * This module stays light (no Firebase SDK): the live list loads in its own chunk once Firestore is ready.
 */
export function CategoryPills({ className }: { className?: string }) {
  const ready = useFirebaseReady();
  if (!ready) return <PillsSkeleton className={className} />;
  return (
    <LiveBoundary fallback={(_error, retry) => <PillsError className={className} onRetry={retry} />}>
      <Suspense fallback={<PillsSkeleton className={className} />}>
        <LiveCategoryPills className={className} />
      </Suspense>
    </LiveBoundary>
  );
}

function PillsError({ className, onRetry }: { className?: string; onRetry: () => void }) {
  const { t } = useTranslation('categories');
  const [params] = useSearchParams();
  return (
    <PillsFrame className={className} contentKey="error">
      <AllPill active={!params.get('category')} />
      <li className="category-pills__note" role="alert">
        <span>{t('pills.error')}</span>
        <button type="button" className="category-pills__retry" onClick={onRetry}>
          {t('pills.retry')}
        </button>
      </li>
    </PillsFrame>
  );
}
