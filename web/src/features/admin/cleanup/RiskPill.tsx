import { useTranslation } from 'react-i18next';
import type { CleanupRisk } from '@domain/constants/admin';

const LOOK: Record<CleanupRisk, string> = { Low: 'ok', Medium: 'warning', High: 'danger' };

/** A cleanup type's risk (002 §2) in its colour. */
export function RiskPill({ risk }: { risk: CleanupRisk }) {
  const { t } = useTranslation('adminCleanup');
  return <span className={`admin-pill admin-pill--${LOOK[risk]}`}>{t(`risk.${risk}`)}</span>;
}
