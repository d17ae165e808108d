import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CheckCircleIcon, MailIcon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import { reloadCurrentUser, sendVerificationEmail, signOutUser } from '@/platform/auth';
import { ensureProfile } from '@/platform/profile';
import { signedInUid, useSession } from '@/platform/session';
import { AuthCard, AuthTips } from './components/AuthCard';
import { BusyButton, FormMessage } from '@/components/form';

/** Spec 000 §9, 002 §9: polling every 5 s, redirect 2 s after success. */
export const VERIFY_POLL_MS = 5000;
export const VERIFIED_REDIRECT_MS = 2000;

type Status =
  | { kind: 'idle' }
  | { kind: 'sent' }
  | { kind: 'sendFailed' }
  | { kind: 'notYet' }
  | { kind: 'checkFailed' }
  | { kind: 'verified' };

/** The page's two actions: one runs at a time; each has its button and the status its failure shows. */
const ACTIONS = {
  check: {
    className: 'button button--primary button--block',
    label: 'verify.check',
    busyLabel: 'verify.checking',
    failed: 'checkFailed',
  },
  send: {
    className: 'button button--block',
    label: 'verify.resend',
    busyLabel: 'verify.sending',
    failed: 'sendFailed',
  },
} as const;
type Action = keyof typeof ACTIONS;

/**
 * /verify-email (spec 000 §2, §8 "Verification"; 002 §4, §8): the user's address, Resend and Check status, and
 * tips. It polls Auth every 5 s (user.reload()); once verified it says so, syncs the profile (users-ensureProfile
 * copies emailVerified) and goes on after 2 s: to /, or to /set-username while the profile has no username (ours:
 * a sign-up whose display name gave no usable username finishes its profile next).
 * Already verified on arrival → / at once; signed out → /login.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('verify.title'));
  const session = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState<Action | null>(null);
  const verifiedRef = useRef(false);
  const uid = signedInUid(session);
  const sessionVerified = session.status === 'signedIn' && session.user.emailVerified;
  // Whether the address was verified when the page opened (→ / at once), as opposed to while it was open.
  const [arrival, setArrival] = useState<'unknown' | 'verified' | 'unverified'>('unknown');
  if (arrival === 'unknown' && session.status === 'signedIn')
    setArrival(sessionVerified ? 'verified' : 'unverified');

  const onVerified = useCallback(async () => {
    if (verifiedRef.current || !uid) return;
    verifiedRef.current = true;
    setStatus({ kind: 'verified' });
    const started = Date.now();
    let next = '/';
    try {
      if ((await ensureProfile(uid, { fresh: true })).needsUsername) next = '/set-username';
    } catch (error) {
      console.warn('The profile could not be synced after verification.', error);
    }
    setTimeout(
      () => navigate(next, { replace: true }),
      Math.max(0, VERIFIED_REDIRECT_MS - (Date.now() - started)),
    );
  }, [uid, navigate]);

  // Poll while the page is open and the address is not verified yet.
  useEffect(() => {
    if (!uid || arrival !== 'unverified') return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const user = await reloadCurrentUser();
        if (!stopped && user?.emailVerified) void onVerified();
      } catch {
        // offline for a moment: the next poll tries again
      }
    }, VERIFY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [uid, arrival, onVerified]);

  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'signedIn') return <Navigate to="/login" replace />;
  if (arrival === 'verified') return <Navigate to="/" replace />;

  const work: Record<Action, () => Promise<void>> = {
    check: async () => {
      const user = await reloadCurrentUser();
      if (user?.emailVerified) void onVerified();
      else setStatus({ kind: 'notYet' });
    },
    send: async () => {
      await sendVerificationEmail();
      setStatus({ kind: 'sent' });
    },
  };

  const run = async (action: Action) => {
    setBusy(action);
    try {
      await work[action]();
    } catch {
      setStatus({ kind: ACTIONS[action].failed });
    } finally {
      setBusy(null);
    }
  };

  const logout = async () => {
    try {
      await signOutUser();
    } finally {
      navigate('/login', { replace: true });
    }
  };

  // Auth may report the verification (reload notifies the session) a moment before onVerified runs.
  const verified = status.kind === 'verified' || sessionVerified;

  return (
    <AuthCard
      className="verify-email"
      icon={verified ? <CheckCircleIcon size={28} /> : <MailIcon size={28} />}
      title={verified ? t('verify.verifiedTitle') : t('verify.title')}
      subtitle={
        <>
          {t('verify.sentTo')}{' '}
          <strong className="auth-card__email" dir="ltr">
            {session.user.email}
          </strong>
        </>
      }
    >
      <div className="auth-card__status" aria-live="polite">
        {verified ? (
          <FormMessage kind="success">{t('verify.verified')}</FormMessage>
        ) : status.kind === 'sent' ? (
          <FormMessage kind="success">{t('verify.sent')}</FormMessage>
        ) : status.kind === 'notYet' ? (
          <FormMessage kind="info">{t('verify.notYet')}</FormMessage>
        ) : null}
      </div>
      {status.kind === 'sendFailed' ? <FormMessage>{t('verify.sendFailed')}</FormMessage> : null}
      {status.kind === 'checkFailed' ? <FormMessage>{t('verify.checkFailed')}</FormMessage> : null}
      {verified ? null : (
        <>
          <p className="auth-card__text">{t('verify.instructions')}</p>
          <div className="auth-card__actions">
            {(['check', 'send'] as const).map((action) => (
              <BusyButton
                key={action}
                className={ACTIONS[action].className}
                busy={busy === action}
                disabled={busy !== null}
                label={t(ACTIONS[action].label)}
                busyLabel={t(ACTIONS[action].busyLabel)}
                onClick={() => void run(action)}
              />
            ))}
          </div>
          <AuthTips
            title={t('verify.tipsTitle')}
            tips={(['spam', 'address', 'wait'] as const).map((tip) => t(`verify.tips.${tip}`))}
          />
          <p className="auth-card__footer">
            {t('verify.wrongAccount')}{' '}
            <button type="button" className="link-button" onClick={() => void logout()}>
              {t('verify.logout')}
            </button>
          </p>
        </>
      )}
      {verified ? null : <p className="auth-card__poll-note">{t('verify.polling')}</p>}
    </AuthCard>
  );
}

export { VerifyEmailPage as Component };
