import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LiveCatalog, useCatalogError } from '@/components/catalog';
import './CategoryPills.css';
import LiveCategoryPills from './LiveCategoryPills';
import { AllPill, PillsFrame } from './PillsFrame';

/**
 * The shell's category pills bar (spec 000 §2, 002 §2): an All pill plus every category, live from
 * Firestore and ordered by English name, each with its emoji and its name in the current language.
 * Selecting one goes to /?category={id}; All goes to /. A new category appears without a reload.
 *
 * The list comes from the catalog answer (no Firestore SDK on first paint); <LiveCatalog /> then watches the
 * catalogue's version so that a change still shows without a reload (decision 0011).
 */
export function CategoryPills({ className }: { className?: string }) {
  const failed = useCatalogError();
  return (
    <>
      {failed ? (
        <PillsError className={className} onRetry={failed.retry} />
      ) : (
        <LiveCategoryPills className={className} />
      )}
      <LiveCatalog />
    </>
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
