import { useTranslation } from 'react-i18next';
import type { AffinityFigures, MonetizationFigures, SearchFigures } from '@domain/analytics';
import { PROJECTIONS } from '@domain/constants/admin';
import { BarChart } from './charts';
import { useFormat } from './format';
import { Card, Stats, TableCard } from './parts';

/** Tab 5 (002 §2, §9): premium content, dietary segments, video, tag advertising, revenue projections. */
export function MonetizationTab({ figures: f }: { figures: MonetizationFigures }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent, money } = useFormat();
  return (
    <div className="admin-grid">
      <Card title={t('monetization.premium')} testId="card-premium">
        <p>
          {t('monetization.premiumText', {
            recipes: number(f.highTrafficRecipes),
            views: number(f.highTrafficViews),
            threshold: number(PROJECTIONS.highTrafficViews),
          })}
        </p>
      </Card>
      <Card title={t('monetization.segments')}>
        <Stats
          items={[
            [
              t('monetization.vegan'),
              `${number(f.veganRecipes)} (${percent(f.veganRecipes, f.totalRecipes)})`,
            ],
            [
              t('monetization.kosher'),
              `${number(f.kosherRecipes)} (${percent(f.kosherRecipes, f.totalRecipes)})`,
            ],
          ]}
        />
      </Card>
      <Card title={t('monetization.youtube')}>
        <p>
          {t('monetization.youtubeText', {
            recipes: number(f.youtubeRecipes),
            views: number(f.youtubeViews),
          })}
        </p>
      </Card>
      <BarChart
        caption={t('monetization.tags')}
        items={f.topTags.map((tag) => ({ key: tag.tag, label: tag.tag, value: tag.recipes }))}
        format={number}
        head={[t('content.tag'), t('common.recipes')]}
      />
      <Card title={t('monetization.projections')} testId="card-projections">
        <Stats
          items={[
            [
              t('monetization.adRevenue', { rate: PROJECTIONS.adRevenuePerView }),
              money(f.projections.adRevenue),
            ],
            [
              t('monetization.premiumSubscribers', { rate: PROJECTIONS.premiumConversionRate * 100 }),
              number(f.projections.premiumSubscribers),
            ],
            [t('overview.totalViews'), number(f.totalViews)],
            [t('overview.users'), number(f.totalUsers)],
          ]}
        />
      </Card>
    </div>
  );
}

/** Tab 6: the searches users recorded; the top 20 terms; insights; an empty-data message. */
export function SearchTab({ figures: f }: { figures: SearchFigures }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent } = useFormat();
  if (f.totalSearches === 0) return <p className="admin-card">{t('search.empty')}</p>;
  const average = f.usersWithHistory ? f.totalSearches / f.usersWithHistory : 0;
  const top = f.topTerms[0];
  return (
    <>
      <Stats
        items={[
          [t('search.total'), number(f.totalSearches)],
          [t('search.users'), number(f.usersWithHistory)],
          [t('search.average'), number(average, 1)],
        ]}
      />
      <div className="admin-grid">
        <TableCard
          title={t('search.topTerms')}
          rows={f.topTerms}
          rowKey={(term) => term.term}
          columns={[
            { head: t('search.term'), rowHeader: true, cell: (term) => term.term },
            { head: t('search.count'), cell: (term) => number(term.count) },
            { head: t('search.share'), cell: (term) => percent(term.count, f.totalSearches) },
          ]}
        />
        <Card title={t('search.insights')}>
          <ul className="an-notes">
            {top ? (
              <li>
                {t('search.insightTop', { term: top.term, share: percent(top.count, f.totalSearches) })}
              </li>
            ) : null}
            <li>{t('search.insightAverage', { average: number(average, 1) })}</li>
            <li>{t('search.insightVariety', { terms: number(f.topTerms.length) })}</li>
          </ul>
        </Card>
      </div>
    </>
  );
}

/** Tab 7: category affinity (views, made-it, saves per category; cooking rate = made-it / views). */
export function AffinityTab({ figures: f }: { figures: AffinityFigures }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent, name } = useFormat();
  const label = (c: AffinityFigures['categories'][number]) => name(c.names, c.id);
  const best = [...f.categories]
    .filter((c) => c.views > 0)
    .sort((a, b) => b.madeIt / b.views - a.madeIt / a.views)[0];
  const most = f.categories[0];
  return (
    <>
      <Stats
        items={[
          [t('affinity.totalCategories'), number(f.totalCategories)],
          [t('affinity.totalInteractions'), number(f.totalInteractions)],
          [t('affinity.mostEngaged'), most ? label(most) : '—'],
          [
            t('affinity.bestCookingRate'),
            best ? `${label(best)} (${percent(best.madeIt, best.views)})` : '—',
          ],
        ]}
      />
      <div className="admin-grid">
        <TableCard
          title={t('affinity.popularity')}
          rows={f.categories}
          rowKey={(c) => c.id}
          columns={[
            { head: t('affinity.category'), rowHeader: true, cell: label },
            { head: t('affinity.users'), cell: (c) => number(c.users) },
            { head: t('affinity.score'), cell: (c) => number(c.averageScore, 2) },
            { head: t('affinity.cookingRate'), cell: (c) => percent(c.madeIt, c.views) },
          ]}
        />
        {(
          [
            ['topCategories', 'views'],
            ['topMadeIt', 'madeIt'],
            ['topFavorites', 'favorites'],
          ] as const
        ).map(([caption, metric]) => (
          <BarChart
            key={metric}
            caption={t(`affinity.${caption}`)}
            items={[...f.categories]
              .sort((a, b) => b[metric] - a[metric])
              .slice(0, 10)
              .map((c) => ({ key: c.id, label: label(c), value: c[metric] }))}
            format={number}
            head={[t('affinity.category'), t(`affinity.${metric}`)]}
          />
        ))}
      </div>
    </>
  );
}
