import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { OutboxSender } from '@/components/outbox/OutboxSender';
import { adoptProfileLanguage } from '@/platform/i18n';
import { ensureProfileOnce } from '@/platform/profile';
import type { Session, SessionUser, UserProfile } from '@/platform/session';

type Publish = (session: Session) => void;

/**
 * Loaded lazily by FirebaseProviders for a signed-in user, once the Firestore runtime is there: watches their
 * users/{uid} document (reactfire useFirestoreDocData: isAdmin, profileComplete, names) and publishes the result
 * as the app's Session. One live document read per signed-in visit; guests never load this (decision 0011).
 *
 * Once per signed-in user and page load (a sign-in, or a reload with an existing session) it also calls
 * users-ensureProfile (platform/profile.ts), so every profile exists, is migrated and has emailVerified in sync before
 * the guards judge it: until that call answers, a missing profile document reads as loading, not as incomplete.
 * While signed in, what was kept on the device offline is sent when the connection returns (OutboxSender).
 */
export default function SessionWatcher({ user, onChange }: { user: SessionUser; onChange: Publish }) {
  return (
    <ProfileErrorBoundary
      onError={(error) => onChange({ status: 'signedIn', user, profile: { status: 'error', error } })}
    >
      <ProfileWatcher user={user} onChange={onChange} />
    </ProfileErrorBoundary>
  );
}

function ProfileWatcher({ user, onChange }: { user: SessionUser; onChange: Publish }) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, 'users', user.uid) as DocumentReference<UserProfile>,
    [firestore, user.uid],
  );
  const { status, data } = useFirestoreDocData<UserProfile>(ref, { suspense: false });
  const { uid, email, emailVerified, displayName, photoURL } = user;
  const [ensured, setEnsured] = useState(false);

  useEffect(() => {
    let live = true;
    ensureProfileOnce(uid).then(
      (result) => {
        if (live) setEnsured(true);
        void adoptProfileLanguage(result.profile.language);
      },
      (error: unknown) => {
        console.warn('The profile could not be synced; it is retried at the next sign-in.', error);
        if (live) setEnsured(true);
      },
    );
    return () => {
      live = false;
    };
  }, [uid]);

  const known = status === 'success' && (data !== undefined || ensured);

  useEffect(() => {
    const sessionUser: SessionUser = { uid, email, emailVerified, displayName, photoURL };
    onChange({
      status: 'signedIn',
      user: sessionUser,
      profile: known ? { status: 'ready', data: data ?? null } : { status: 'loading' },
    });
  }, [uid, email, emailVerified, displayName, photoURL, known, data, onChange]);

  return <OutboxSender uid={uid} />;
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
