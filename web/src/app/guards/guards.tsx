import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { PageLoading } from '@/components/PageLoading';
import { saveReturnPath } from '@/platform/returnPath';
import { useSession, type Session, type UserProfile } from '@/platform/session';

/**
 * Route guards (spec 000 §2, 002 §2). Each one renders its children (or the child routes' <Outlet/> when
 * used as a layout route), a loading state while auth or the profile load, or a redirect:
 *
 *   { element: <RequireAuth />, children: [...] }          or   <RequireAuth><Page /></RequireAuth>
 *
 * Compose them outermost first: RequireAuth → RequireVerified → RequireProfileComplete → RequireAdmin.
 */
type GuardProps = { children?: ReactNode };

function Pass({ children }: GuardProps) {
  return children ?? <Outlet />;
}

function SessionFailed() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('guards.failedTitle')}
      message={t('guards.failed')}
      onRetry={() => window.location.reload()}
    />
  );
}

/** No session → /login, remembering where the user wanted to go (sessionStorage returnAfterLogin). */
function ToLogin() {
  const location = useLocation();
  saveReturnPath(location.pathname + location.search + location.hash);
  return <Navigate to="/login" replace />;
}

/** The first decision every guard shares: wait for auth, then send signed-out visitors to /login. */
function authGate(session: Session, loadingLabel: string): ReactNode | null {
  if (session.status === 'loading') return <PageLoading label={loadingLabel} />;
  if (session.status === 'error') return <SessionFailed />;
  if (session.status === 'signedOut') return <ToLogin />;
  return null;
}

export function RequireAuth({ children }: GuardProps) {
  const { t } = useTranslation();
  const session = useSession();
  return authGate(session, t('guards.checking')) ?? <Pass>{children}</Pass>;
}

/** Also sends users whose e-mail is unverified to /verify-email. */
export function RequireVerified({ children }: GuardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const gate = authGate(session, t('guards.checking'));
  if (gate || session.status !== 'signedIn') return gate;
  if (!session.user.emailVerified) return <Navigate to="/verify-email" replace />;
  return <Pass>{children}</Pass>;
}

/**
 * What the profile guards share: the auth gate, then a loading state until users/{uid} is read.
 * `redirectFor` answers where a profile that does not qualify is sent, or null to let it through.
 */
function ProfileGuard({
  children,
  redirectFor,
}: GuardProps & { redirectFor: (profile: UserProfile | null) => string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const gate = authGate(session, t('guards.checking'));
  if (gate || session.status !== 'signedIn') return gate;
  const { profile } = session;
  if (profile.status === 'loading') return <PageLoading label={t('guards.loadingProfile')} />;
  if (profile.status === 'error') return <SessionFailed />;
  const redirect = redirectFor(profile.data);
  return redirect ? <Navigate to={redirect} replace /> : <Pass>{children}</Pass>;
}

/** Sends users whose profile is incomplete (profileComplete false, or no profile yet) to /set-username. */
export function RequireProfileComplete({ children }: GuardProps) {
  return (
    <ProfileGuard
      redirectFor={(profile) => (!profile || profile.profileComplete === false ? '/set-username' : null)}
    >
      {children}
    </ProfileGuard>
  );
}

/**
 * For screens a guest may look at but not act on (/create-recipe, spec 000 §2): guests pass (the screen sends them
 * to /login when they act); signed-in users need a complete profile, as with RequireProfileComplete.
 */
export function GuestOrProfileComplete({ children }: GuardProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'signedOut') return <Pass>{children}</Pass>;
  if (session.status === 'loading') return <PageLoading label={t('guards.checking')} />;
  return <RequireProfileComplete>{children}</RequireProfileComplete>;
}

/** Sends everyone whose users/{uid} document lacks isAdmin true to /. */
export function RequireAdmin({ children }: GuardProps) {
  return (
    <ProfileGuard redirectFor={(profile) => (profile?.isAdmin === true ? null : '/')}>
      {children}
    </ProfileGuard>
  );
}

/** For /login, /signup, /forgot-password: a signed-in user is sent to / (spec 000 §2). */
export function RedirectIfSignedIn({ children, enabled = true }: GuardProps & { enabled?: boolean }) {
  const session = useSession();
  if (enabled && session.status === 'signedIn') return <Navigate to="/" replace />;
  return <Pass>{children}</Pass>;
}
