import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePullToRefresh } from '@/platform/gestures';
import { RefreshIcon } from '../icons';
import './lists.css';

/**
 * Pull-to-refresh around a list (spec 001 §2): the indicator follows the finger, says what a release will do, and
 * spins while `onRefresh` runs. A small refresh button does the same for mouse and keyboard users.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attach, state, distance, refresh } = usePullToRefresh(onRefresh);
  const busy = state === 'refreshing';
  return (
    <div ref={attach} className="pull-refresh" data-state={state} aria-busy={busy || undefined}>
      <div
        className="pull-refresh__indicator"
        style={{ blockSize: busy ? undefined : `${distance}px` }}
        role="status"
      >
        {state === 'idle' ? null : (
          <>
            <RefreshIcon size={20} className="pull-refresh__icon" />
            <span>{t(`list.pull.${state}`)}</span>
          </>
        )}
      </div>
      <div className="pull-refresh__toolbar">
        <button type="button" className="button button--small" onClick={refresh} disabled={busy}>
          <RefreshIcon size={16} />
          {t('list.refresh')}
        </button>
      </div>
      {children}
    </div>
  );
}
