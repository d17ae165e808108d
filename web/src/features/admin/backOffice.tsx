import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '@/components/PageLoading';
import { loadNamespaces } from '@/platform/i18n';

/** The back office's screens (issue 15): each its own chunk, with its `adminData` translations. */
function backOffice(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(async () => (await Promise.all([load(), loadNamespaces('adminData')]))[0]);
  return function BackOfficeScreen() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    );
  };
}
export const DataConsistencyScreen = backOffice(() => import('./dataConsistency/DataConsistencyPage'));
export const ExporterScreen = backOffice(() => import('./exporter/ExporterPage'));
