import { useTranslation } from 'react-i18next';
import type { CollectionsFigures } from '@domain/analytics';
import { PROJECTIONS } from '@domain/constants/admin';
import { BarChart, TrendLine } from './charts';
import { useFormat } from './format';
import { Card, Stats, TableCard } from './parts';

/** Adoption under which the screen recommends promoting collections (ours: the spec names no figure). */
const LOW_ADOPTION = 0.2;

/** Tab 8 (002 §2, §9): totals, organizer segments, themes, growth, engagement, opportunities, recent ones. */
export function CollectionsTab({ figures: f }: { figures: CollectionsFigures }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent, date } = useFormat();
  const adoption = f.totalUsers ? f.usersWithCollections / f.totalUsers : 0;
  return (
    <>
      <Stats
        items={[
          [t('collections.total'), number(f.total)],
          [t('collections.active'), number(f.active)],
          [t('collections.users'), number(f.usersWithCollections)],
          [t('collections.averageRecipes'), number(f.averageRecipes, 1)],
          [t('collections.adoption'), percent(f.usersWithCollections, f.totalUsers)],
          [t('collections.lastDays'), number(f.lastDays)],
        ]}
      />
      <div className="admin-grid">
        <BarChart
          caption={t('collections.segments')}
          items={(['power', 'casual', 'none'] as const).map((key) => ({
            key,
            label: t(`collections.segment.${key}`, { min: PROJECTIONS.powerOrganizerMinCollections }),
            value: f.segments[key],
          }))}
          format={number}
          head={[t('collections.segmentHead'), t('collections.usersHead')]}
        />
        <TrendLine
          caption={t('collections.growth', { count: f.growth.length })}
          items={f.growth.map((point) => ({ key: point.day, label: date(point.day), value: point.count }))}
          format={number}
          head={[t('collections.day'), t('collections.created')]}
        />
        <Card title={t('collections.engagement')}>
          <Stats
            items={[
              [t('collections.savedWith'), number(f.averageSavedWith, 2)],
              [t('collections.savedWithout'), number(f.averageSavedWithout, 2)],
            ]}
          />
        </Card>
      </div>
      <TableCard
        title={t('collections.themes')}
        rows={f.themes}
        rowKey={(theme) => theme.name}
        columns={[
          {
            head: t('collections.theme'),
            rowHeader: true,
            cell: (theme) => (
              <>
                <span className="an-swatch" style={{ backgroundColor: theme.color }} aria-hidden="true" />
                <span aria-hidden="true">{theme.icon} </span>
                {theme.name}
              </>
            ),
          },
          { head: t('collections.count'), cell: (theme) => number(theme.count) },
          { head: t('collections.averageRecipes'), cell: (theme) => number(theme.averageRecipes, 1) },
          { head: t('collections.totalRecipes'), cell: (theme) => number(theme.totalRecipes) },
        ]}
      />
      <div className="admin-grid">
        <Card title={t('collections.premium')}>
          <p>{t('collections.premiumText', { value: number(f.segments.power) })}</p>
        </Card>
        <Card title={t('collections.recommendations')}>
          <ul className="an-notes">
            {adoption < LOW_ADOPTION ? <li>{t('collections.recommendAdoption')}</li> : null}
            {f.total > f.active ? (
              <li>{t('collections.recommendEmpty', { value: number(f.total - f.active) })}</li>
            ) : null}
            <li>{t('collections.recommendThemes')}</li>
          </ul>
        </Card>
        <Card title={t('collections.recent')}>
          {f.recent.length ? (
            <ul className="an-list">
              {f.recent.map((item) => (
                <li key={`${item.name}-${item.created_at}`}>
                  <span>{item.name}</span>
                  <span>
                    {t('collections.recentRecipes', { value: number(item.recipe_count) })} ·{' '}
                    {date(item.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">{t('common.none')}</p>
          )}
        </Card>
      </div>
    </>
  );
}
