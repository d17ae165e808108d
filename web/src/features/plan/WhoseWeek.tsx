import { useTranslation } from 'react-i18next';
import type { Household } from './api';

/** Whose plan this is: the viewer's own, or the household's they share it with (issue 33 §2). */
export function WhoseWeek({ viewer, household }: { viewer: string; household: Household | undefined }) {
  const { t } = useTranslation('plan');
  if (!household) return <p className="plan-page__whose" />;
  const others = household.members.filter((member) => member.uid !== viewer);
  const owner = household.members.find((member) => member.uid === household.ownerId);
  const text =
    others.length === 0
      ? t('whose.own')
      : household.isOwner
        ? t('whose.sharedByYou', { names: others.map((member) => member.displayName).join(', ') })
        : t('whose.shared', { owner: owner?.displayName ?? '' });
  return (
    <p className="plan-page__whose" data-testid="plan-whose">
      {text}
    </p>
  );
}
