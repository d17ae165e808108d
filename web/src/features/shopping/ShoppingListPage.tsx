import { HOUSEHOLDS_COLLECTION, SHOPPING_LINES_SUBCOLLECTION } from '@domain/household/document';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '@domain/recipe/types';
import { groupByAisle } from '@domain/shopping';
import { doc, increment, updateDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from 'reactfire';
import { ErrorState } from '@/components/ErrorState';
import { LiveBoundary } from '@/components/LiveBoundary';
import { PageLoading } from '@/components/PageLoading';
import { SignedInPage } from '@/components/SignedInPage';
import { SyncStatus } from '@/components/outbox/SyncStatus';
import { useToast } from '@/components/toast';
import { useOutboxSync, type OutboxSync } from '@/components/outbox/useOutboxSync';
import { FirebaseReady } from '@/platform/session';
import { AddLineForm } from './AddLineForm';
import { FromPlanForm } from './FromPlanForm';
import { LineRow } from './LineRow';
import { withPending, type ShownLine } from './pending';
import { useHouseholdId, useLiveLines, useStaples } from './useShoppingList';
import './shopping.css';

/**
 * /shopping-list (issue 33 §2, §3): the household's list grouped by aisle, live for every member; a check-off is the
 * member's own Firestore write (kept offline by Firestore's cache), every other change a call kept in the outbox
 * until it is sent (decision 0070). The page says when it is offline and when what was made offline has synced.
 */
export function ShoppingListPage() {
  const { t } = useTranslation('shopping');
  return (
    <SignedInPage id="shopping-list" className="shopping" title={t('title')} loading={t('loading')}>
      {(uid) => (
        <FirebaseReady fallback={<PageLoading label={t('loading')} />}>
          <LiveBoundary
            fallback={(_error, retry) => (
              <ErrorState title={t('errors.loadTitle')} message={t('errors.load')} onRetry={retry} />
            )}
          >
            <ShoppingList uid={uid} />
          </LiveBoundary>
        </FirebaseReady>
      )}
    </SignedInPage>
  );
}

function ShoppingList({ uid }: { uid: string }) {
  const { t } = useTranslation('shopping');
  const household = useHouseholdId(uid);
  const sync = useOutboxSync(uid, { reachable: household.reachable, refusedMessage: t('errors.change') });
  return (
    <>
      <SyncStatus state={sync.state} text={(state) => t(`sync.${state}`)} testId="shopping-sync" />
      <AddLineForm queue={sync.queue} />
      {household.id ? (
        <Lines householdId={household.id} sync={sync} />
      ) : household.failed ? (
        <ErrorState title={t('errors.loadTitle')} message={t('errors.load')} />
      ) : (
        <PageLoading label={t('loading')} />
      )}
      <FromPlanForm queue={sync.queue} />
    </>
  );
}

function Lines({ householdId, sync }: { householdId: string; sync: OutboxSync }) {
  const { t, i18n } = useTranslation('shopping');
  const toast = useToast();
  const firestore = useFirestore();
  const live = useLiveLines(householdId);
  const staples = useStaples(householdId);
  const language = (RECIPE_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as RecipeLanguage)
    : 'en';

  const check = useCallback(
    (line: ShownLine) => {
      const ref = doc(firestore, HOUSEHOLDS_COLLECTION, householdId, SHOPPING_LINES_SUBCOLLECTION, line.id);
      // applied to the listener's lines at once; sent when there is a connection, after a reload too
      updateDoc(ref, { checked: !line.checked, version: increment(1) }).catch(() =>
        toast.error(t('errors.check')),
      );
    },
    [firestore, householdId, toast, t],
  );

  if (live.status === 'loading') return <PageLoading label={t('loading')} />;
  const shown = withPending(live.data, staples, sync.outbox);
  const checked = shown.lines.filter((line) => line.checked).length;
  if (!shown.lines.length)
    return (
      <p className="shopping-empty" data-testid="shopping-empty">
        {t('empty')}
      </p>
    );
  return (
    <>
      <div className="shopping-groups" data-testid="shopping-lines">
        {groupByAisle(shown.lines).map((group) => (
          <section key={group.aisle} className="shopping-aisle" aria-labelledby={`aisle-${group.aisle}`}>
            <h2 id={`aisle-${group.aisle}`} className="shopping-aisle__title">
              {t(`aisles.${group.aisle}`)}
            </h2>
            <ul className="shopping-aisle__lines">
              {group.lines.map((line) => (
                <LineRow
                  key={line.id}
                  line={line}
                  language={language}
                  staples={shown.staples}
                  onCheck={check}
                  queue={sync.queue}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {checked ? (
        <button
          type="button"
          className="button shopping-clear"
          onClick={() => sync.queue({ name: 'shopping-clearChecked', input: {} })}
        >
          {t('clearChecked', { count: checked })}
        </button>
      ) : null}
    </>
  );
}

export { ShoppingListPage as Component };
