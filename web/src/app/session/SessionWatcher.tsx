import { Component, useEffect, useMemo, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData, useUser } from 'reactfire';
import type { Session, SessionUser, UserProfile } from '@/lib/session';

type Publish = (session: Session) => void;

/**
 * Loaded lazily by FirebaseProviders once Auth and Firestore exist: watches the signed-in user (reactfire
 * useUser) and their users/{uid} document (reactfire useFirestoreDocData: isAdmin, profileComplete, names)
 * and publishes the result as the app's Session. One live document read per signed-in visit.
 */
export default function SessionWatcher({ onChange }: { onChange: Publish }) {
  const { status, data: user } = useUser();
  const signedOut = status !== 'loading' && !user;

  useEffect(() => {
    if (status === 'loading') onChange({ status: 'loading' });
    else if (signedOut) onChange({ status: 'signedOut' });
  }, [status, signedOut, onChange]);

  if (!user) return null;
  const sessionUser = toSessionUser(user);
  return (
    <ProfileErrorBoundary
      key={user.uid}
      onError={(error) =>
        onChange({ status: 'signedIn', user: sessionUser, profile: { status: 'error', error } })
      }
    >
      <ProfileWatcher user={sessionUser} onChange={onChange} />
    </ProfileErrorBoundary>
  );
}

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

function ProfileWatcher({ user, onChange }: { user: SessionUser; onChange: Publish }) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, 'users', user.uid) as DocumentReference<UserProfile>,
    [firestore, user.uid],
  );
  const { status, data } = useFirestoreDocData<UserProfile>(ref, { suspense: false });
  const { uid, email, emailVerified, displayName, photoURL } = user;

  useEffect(() => {
    const sessionUser: SessionUser = { uid, email, emailVerified, displayName, photoURL };
    onChange({
      status: 'signedIn',
      user: sessionUser,
      profile: status === 'success' ? { status: 'ready', data: data ?? null } : { status: 'loading' },
    });
  }, [uid, email, emailVerified, displayName, photoURL, status, data, onChange]);

  return null;
}

/** reactfire throws a listener's error during render; report it as the profile's state. */
class ProfileErrorBoundary extends Component<
  { onError: (error: Error) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
