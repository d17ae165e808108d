import type { SyncState } from './useOutboxSync';
import './SyncStatus.css';

/**
 * What a page with an outbox (the shopping list, the plan; decision 0070) says of the changes made offline: always in
 * the page, so that a screen reader hears the state when it changes; no room taken while idle.
 */
export function SyncStatus({
  state,
  text,
  testId,
}: {
  state: SyncState;
  /** The page's own words for each state but idle. */
  text: (state: Exclude<SyncState, 'idle'>) => string;
  testId: string;
}) {
  return (
    <p
      className={state === 'idle' ? 'visually-hidden' : `sync-status sync-status--${state}`}
      role="status"
      data-testid={testId}
      data-state={state}
    >
      {state === 'idle' ? null : text(state)}
    </p>
  );
}
