import { useTranslation } from 'react-i18next';
import type { ContentFigures, DietaryFigures, EngagementFigures, OverviewFigures } from '@domain/analytics';
import { BarChart, HeatStrip } from './charts';
import { useFormat } from './format';
import { Card, personBars, RecipeList, Stats } from './parts';

const METHODS = ['manual', 'youtube', 'ai-title', 'shared-link'] as const;

/** Tab 1 (002 §2): totals, creation methods, nutrition, creators, averages, follows. */
export function OverviewTab({ figures: f }: { figures: OverviewFigures }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent } = useFormat();
  const methods = METHODS.map((method) => ({
    key: method,
    label: t(`methods.${method}`),
    value: f.creationMethods[method] ?? 0,
  }));
  const top = [...methods].sort((a, b) => b.value - a.value)[0];
  return (
    <>
      <Stats
        items={[
          [t('overview.totalRecipes'), number(f.totalRecipes)],
          [t('overview.totalViews'), number(f.totalViews)],
          [t('overview.averageRating'), number(f.averageRating, 2)],
          [t('overview.mostUsedMethod'), top && top.value > 0 ? top.label : '—'],
          [t('overview.withNutrition'), percent(f.recipesWithNutrition, f.totalRecipes)],
          [t('overview.activeCreators'), number(f.activeCreators)],
          [t('overview.averageTags'), number(f.averageTags, 1)],
          [t('overview.averageIngredients'), number(f.averageIngredients, 1)],
          [t('overview.averageSteps'), number(f.averageSteps, 1)],
          [t('overview.totalFollows'), number(f.totalFollows)],
          [t('overview.mostFollowed'), number(f.mostFollowedCount)],
          [t('overview.users'), number(f.users.total)],
        ]}
      />
      <div className="admin-grid">
        <BarChart
          caption={t('overview.methodsChart')}
          items={methods}
          format={number}
          head={[t('overview.method'), t('common.recipes')]}
        />
        <BarChart
          caption={t('overview.difficultyChart')}
          items={Object.entries(f.recipes.byDifficulty).map(([key, value]) => ({
            key,
            label: t(`difficulty.${key}`, { defaultValue: key }),
            value,
          }))}
          format={number}
          head={[t('overview.difficulty'), t('common.recipes')]}
        />
      </div>
    </>
  );
}

/** Tab 2: most shared and favorited (links to the recipe), platforms, popular tags, peak weekdays. */
export function ContentTab({ figures: f }: { figures: ContentFigures }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent, weekday } = useFormat();
  const shares = f.sharingPlatforms.reduce((sum, p) => sum + p.count, 0);
  return (
    <>
      <div className="admin-grid">
        <Card title={t('content.mostShared')}>
          <RecipeList recipes={f.mostShared} value={(r) => t('content.shares', { value: number(r.count) })} />
        </Card>
        <Card title={t('content.mostFavorited')}>
          <RecipeList
            recipes={f.mostFavorited}
            value={(r) => t('content.favorites', { value: number(r.count) })}
          />
        </Card>
      </div>
      <div className="admin-grid">
        <BarChart
          caption={t('content.platforms')}
          items={f.sharingPlatforms.map((p) => ({ key: p.platform, label: p.platform, value: p.count }))}
          format={(value) => `${number(value)} (${percent(value, shares)})`}
          head={[t('content.platform'), t('content.sharesHead')]}
        />
        <BarChart
          caption={t('content.popularTags')}
          items={f.popularTags
            .slice(0, 10)
            .map((tag) => ({ key: tag.tag, label: tag.tag, value: tag.count }))}
          format={number}
          head={[t('content.tag'), t('common.recipes')]}
        />
      </div>
      <HeatStrip
        caption={t('content.peakDays')}
        items={f.peakDays.map((value, day) => ({ key: String(day), label: weekday(day), value }))}
        format={number}
        head={[t('content.weekday'), t('content.events')]}
      />
    </>
  );
}

/** Tab 3: recipes per dietary option (percent of recipes); calories in the settings' bands. */
export function DietaryTab({ figures: f, total }: { figures: DietaryFigures; total: number }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent, name } = useFormat();
  const { calories: c } = f;
  return (
    <>
      <div className="admin-grid">
        <BarChart
          caption={t('dietary.distribution')}
          items={f.options.map((o) => ({
            key: o.fieldName,
            label: name(o.names, o.fieldName),
            value: o.count,
          }))}
          format={(value) => `${number(value)} (${percent(value, total)})`}
          head={[t('dietary.option'), t('common.recipes')]}
        />
        <BarChart
          caption={t('dietary.bands', { low: c.thresholds.low, medium: c.thresholds.medium })}
          items={[
            { key: 'low', label: t('dietary.low', { low: c.thresholds.low }), value: c.low },
            {
              key: 'medium',
              label: t('dietary.medium', { low: c.thresholds.low, medium: c.thresholds.medium }),
              value: c.medium,
            },
            { key: 'high', label: t('dietary.high', { medium: c.thresholds.medium }), value: c.high },
          ]}
          format={number}
          head={[t('dietary.band'), t('common.recipes')]}
        />
      </div>
      <Stats
        items={[
          [t('dietary.averageCalories'), number(c.average)],
          [t('dietary.measured'), number(c.measured)],
        ]}
      />
    </>
  );
}

/** Tab 4: top creators, top followed, content language. */
export function EngagementTab({ figures: f }: { figures: EngagementFigures }) {
  const { t } = useTranslation('adminAnalytics');
  const { number, percent } = useFormat();
  const languages = f.languages.en + f.languages.he + f.languages.other;
  return (
    <div className="admin-grid">
      <BarChart
        caption={t('engagement.topCreators')}
        items={personBars(f.topCreators, (p) => p.recipeCount, t('common.unknown'))}
        format={number}
        head={[t('engagement.creator'), t('common.recipes')]}
      />
      <BarChart
        caption={t('engagement.topFollowed')}
        items={personBars(f.topFollowed, (p) => p.followerCount, t('common.unknown'))}
        format={number}
        head={[t('engagement.user'), t('engagement.followers')]}
      />
      <BarChart
        caption={t('engagement.languages')}
        items={(['en', 'he', 'other'] as const).map((key) => ({
          key,
          label: t(`engagement.language.${key}`),
          value: f.languages[key],
        }))}
        format={(value) => `${number(value)} (${percent(value, languages)})`}
        head={[t('engagement.languageHead'), t('common.recipes')]}
      />
    </div>
  );
}
