import type { ReactNode } from 'react';
import { useSession } from '@/platform/session';
import { PageLoading } from './PageLoading';
import { usePageTitle } from './usePageTitle';

/**
 * A page only a signed-in cook sees (its route is guarded): the document title and the page's h1, a loading state
 * until the session is known, then the page drawn for the viewer's uid. The h1's id is `${id}-title`.
 */
export function SignedInPage({
  id,
  className,
  title,
  loading,
  children,
}: {
  id: string;
  className: string;
  title: string;
  loading: string;
  children: (uid: string) => ReactNode;
}) {
  const session = useSession();
  usePageTitle(title);
  if (session.status !== 'signedIn') return <PageLoading label={loading} />;
  return (
    <section className={`page-stack ${className}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {children(session.user.uid)}
    </section>
  );
}
