import { findCategory, localizedName } from '@domain/catalog/types';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AllPill, PillsFrame, PillsSkeleton } from './PillsFrame';
import { useCategories } from '@/components/catalog';

/** The pills bar's list, from the catalog answer (decision 0011); its skeleton until the answer is in. */
export default function LiveCategoryPills({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('categories');
  const [params] = useSearchParams();
  const selected = params.get('category');
  const { status, data } = useCategories();

  if (status !== 'success') return <PillsSkeleton className={className} />;

  const categories = data;
  const selectedId = findCategory(categories, selected)?.id;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <PillsFrame className={className} contentKey={`${categories.map((c) => c.id).join('|')}:${language}`}>
      <AllPill active={!selected} />
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/?category=${encodeURIComponent(category.id)}`}
            className="pill category-pills__pill"
            aria-current={selectedId === category.id ? 'page' : undefined}
            data-category-id={category.id}
          >
            {category.emoji ? (
              <span className="category-pills__emoji" aria-hidden="true">
                {category.emoji}
              </span>
            ) : null}
            <span>{localizedName(category, language)}</span>
          </Link>
        </li>
      ))}
      {categories.length === 0 ? <li className="category-pills__note">{t('pills.empty')}</li> : null}
    </PillsFrame>
  );
}
