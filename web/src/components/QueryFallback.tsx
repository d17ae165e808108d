import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from './ErrorState';
import { PageLoading } from './PageLoading';

/**
 * What a screen shows in place of its query's data: the spinner (`loading` is its spoken label) while the query is
 * pending, else the failure (`errorTitle`, `error`) with a retry that fetches again; `children` add other ways out
 * to the failure. Render it while `query.status !== 'success'`.
 */
export function QueryFallback({
  query,
  loading,
  errorTitle,
  error,
  children,
}: {
  query: Pick<UseQueryResult, 'status' | 'refetch'>;
  loading?: string;
  errorTitle?: string;
  error?: string;
  children?: ReactNode;
}) {
  if (query.status === 'pending') return <PageLoading label={loading} />;
  return (
    <ErrorState title={errorTitle} message={error} onRetry={() => void query.refetch()}>
      {children}
    </ErrorState>
  );
}

/** A list with nothing in it: what is missing (`title`, `text`) and the main way on (`action`, a link button). */
export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: string;
  action: { to: string; label: string };
  testId?: string;
}) {
  return (
    <section className="empty-state" data-testid={testId}>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      <Link to={action.to} className="button button--primary">
        {action.label}
      </Link>
    </section>
  );
}
