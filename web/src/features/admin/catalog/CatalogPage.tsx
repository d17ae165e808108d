import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFirebaseReady } from '@/platform/session';
import { LiveBoundary } from '@/components/LiveBoundary';
import { nextTab, tabAttributes, tabPanelAttributes } from '@/components/tabs';
import { CategoriesTab } from './CategoriesTab';
import { DietaryTab } from './DietaryTab';
import { AdminPage } from '../shared/AdminPage';

const TABS = ['categories', 'dietary'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/categories (spec 002 §2): two tabs, Categories and Dietary Options. The chosen tab lives in the URL
 * (?tab=dietary) so it survives a reload; a visited tab stays mounted so an open form is not lost.
 */
export function CatalogPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  // The admin guard only passes once Firebase is loaded; this keeps the page safe anywhere else too.
  const firebaseReady = useFirebaseReady();
  const active: Tab = params.get('tab') === 'dietary' ? 'dietary' : 'categories';
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(new Set([active]));
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ categories: null, dietary: null });

  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  const select = (tab: Tab, focus = false) => {
    setParams(tab === 'categories' ? {} : { tab }, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  };

  // Arrow keys follow the reading direction: in right-to-left the next tab is to the left.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextTab(TABS, active, event.key, rtl);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  const label: Record<Tab, string> = {
    categories: t('catalog.tabCategories'),
    dietary: t('catalog.tabDietary'),
  };

  return (
    <AdminPage title={t('catalog.title')}>
      <div role="tablist" aria-label={t('catalog.tabsLabel')} className="admin-tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            {...tabAttributes('admin', tab, active === tab)}
            className="admin-tabs__tab"
            onClick={() => select(tab)}
          >
            {label[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          {...tabPanelAttributes('admin', tab)}
          hidden={active !== tab}
          className="admin-tabs__panel"
        >
          {!firebaseReady ? (
            <p className="admin-muted" role="status">
              {t('catalog.loading')}
            </p>
          ) : visited.has(tab) || active === tab ? (
            <LiveBoundary
              fallback={(error, retry) => (
                <div className="admin-banner admin-banner--error" role="alert">
                  <span className="admin-banner__icon" aria-hidden="true">
                    !
                  </span>
                  <p className="admin-banner__text">{t('catalog.loadError', { message: error.message })}</p>
                  <button type="button" className="admin-button admin-button--small" onClick={retry}>
                    {t('catalog.retry')}
                  </button>
                </div>
              )}
            >
              {tab === 'categories' ? <CategoriesTab /> : <DietaryTab />}
            </LiveBoundary>
          ) : null}
        </div>
      ))}
    </AdminPage>
  );
}
