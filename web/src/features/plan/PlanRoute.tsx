import { useLocation } from 'react-router';
import { HouseholdPage } from './HouseholdPage';
import { PlanPage } from './PlanPage';

/** /plan and /household load this one module: the home chunk carries one loader for both (as /favorites does). */
export function Component() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').endsWith('/household') ? <HouseholdPage /> : <PlanPage />;
}
