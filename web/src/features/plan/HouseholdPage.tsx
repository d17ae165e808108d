/**
 * /household (issue 33 §2, decision 0064): the viewer's household, whose members share one plan: the members and
 * the invited, an invitation by username (the owner), the invitations the viewer received (accept, decline), leave
 * (a member), remove and dissolve (the owner). A refusal shows the server's message.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOUSEHOLD_MAX_MEMBERS } from '@domain/household/document';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorState } from '@/components/ErrorState';
import { PageLoading } from '@/components/PageLoading';
import { SignedInPage } from '@/components/SignedInPage';
import { Alert, BusyButton } from '@/components/busy';
import { InputField } from '@/components/form';
import { useToast } from '@/components/toast';
import { CalendarIcon } from '@/components/icons';
import { errorMessage } from '@/platform/api';
import { householdCalls, planKeys, useHousehold, type Household } from './api';
import './plan.css';

export function HouseholdPage() {
  const { t } = useTranslation('plan');
  return (
    <SignedInPage
      id="household"
      className="household-page"
      title={t('household.title')}
      loading={t('loading')}
    >
      {(viewer) => <HouseholdView viewer={viewer} />}
    </SignedInPage>
  );
}

type Change = () => Promise<Household>;

function HouseholdView({ viewer }: { viewer: string }) {
  const { t } = useTranslation('plan');
  const client = useQueryClient();
  const toast = useToast();
  const overview = useHousehold(viewer);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [dissolving, setDissolving] = useState(false);

  /** Runs a change named `what`; its answer is the household now, and the plan may be another one's. */
  const run = async (what: string, change: Change, done: string) => {
    setBusy(what);
    setError(null);
    try {
      await change();
      await client.invalidateQueries({ queryKey: planKeys.all });
      toast.success(done);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, t('errors.household')));
      return false;
    } finally {
      setBusy(null);
    }
  };

  /** A button that runs one change (`key` marks it busy); `done` is said when it has gone through. */
  const changeButton = (key: string, label: ReactNode, change: Change, done: string) => (
    <button
      type="button"
      className="button"
      disabled={busy !== null}
      onClick={() => void run(key, change, done)}
    >
      {label}
    </button>
  );

  if (overview.status === 'pending') return <PageLoading label={t('loading')} />;
  if (overview.status === 'error')
    return <ErrorState message={t('errors.household')} onRetry={() => void overview.refetch()} />;
  const { household, invitations } = overview.data;
  const shared = household.members.length > 1 || household.invited.length > 0;
  const room = household.members.length + household.invited.length < HOUSEHOLD_MAX_MEMBERS;

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return;
    if (await run('invite', () => householdCalls.invite(name), t('household.invited', { username: name })))
      setUsername('');
  };

  return (
    <>
      <p className="household-page__lead">{t('household.lead')}</p>
      <Link to="/plan" className="button household-page__plan">
        <CalendarIcon size={18} />
        {t('household.toPlan')}
      </Link>
      <Alert className="notice notice--warning" testId="household-error">
        {error}
      </Alert>

      {invitations.length ? (
        <section className="card household-section" aria-labelledby="household-invitations">
          <h2 id="household-invitations">{t('household.invitations')}</h2>
          <ul className="household-list">
            {invitations.map((invitation) => (
              <li key={invitation.householdId} className="household-row" data-testid="household-invitation">
                <span className="household-row__name">
                  {t('household.invitation', { name: invitation.owner.displayName })}{' '}
                  <span className="household-row__handle" dir="ltr">
                    @{invitation.owner.username}
                  </span>
                </span>
                <span className="household-row__actions">
                  <BusyButton
                    type="button"
                    className="button button--primary"
                    busy={busy === `accept/${invitation.householdId}`}
                    label={t('household.accept')}
                    busyLabel={t('saving')}
                    disabled={busy !== null}
                    onClick={() =>
                      void run(
                        `accept/${invitation.householdId}`,
                        () => householdCalls.accept(invitation.householdId),
                        t('household.joined', { name: invitation.owner.displayName }),
                      )
                    }
                  />
                  {changeButton(
                    `decline/${invitation.householdId}`,
                    t('household.decline'),
                    () => householdCalls.decline(invitation.householdId),
                    t('household.declined'),
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="card household-section" aria-labelledby="household-members">
        <h2 id="household-members">{t('household.members')}</h2>
        <ul className="household-list" data-testid="household-members">
          {[
            ...household.members.map((member) => ({ member, invited: false })),
            ...household.invited.map((member) => ({ member, invited: true })),
          ].map(({ member, invited }) => (
            <li
              key={member.uid}
              className="household-row"
              data-testid={invited ? 'household-invited' : 'household-member'}
            >
              <span className="household-row__name">
                {member.displayName}{' '}
                <span className="household-row__handle" dir="ltr">
                  @{member.username}
                </span>
                {invited ? (
                  <span className="badge badge--soft">{t('household.pending')}</span>
                ) : member.uid === household.ownerId ? (
                  <span className="badge badge--soft">{t('household.owner')}</span>
                ) : null}
                {member.uid === viewer ? <span className="badge">{t('household.you')}</span> : null}
              </span>
              {household.isOwner && member.uid !== viewer
                ? changeButton(
                    `remove/${member.uid}`,
                    <>
                      {t(invited ? 'household.withdraw' : 'household.remove')}
                      <span className="visually-hidden"> {member.displayName}</span>
                    </>,
                    () => householdCalls.remove(member.uid),
                    t(invited ? 'household.withdrawn' : 'household.removed', { name: member.displayName }),
                  )
                : null}
            </li>
          ))}
        </ul>

        {household.isOwner ? (
          <form className="household-invite" onSubmit={(event) => void invite(event)}>
            <InputField
              label={t('household.username')}
              hint={room ? t('household.inviteHint', { max: HOUSEHOLD_MAX_MEMBERS }) : t('household.full')}
              value={username}
              autoComplete="off"
              onChange={(event) => setUsername(event.target.value)}
            />
            <BusyButton
              type="submit"
              className="button button--primary"
              busy={busy === 'invite'}
              label={t('household.invite')}
              busyLabel={t('saving')}
              disabled={busy !== null}
            />
          </form>
        ) : null}
      </section>

      {household.isOwner && shared ? (
        <button type="button" className="button household-page__end" onClick={() => setDissolving(true)}>
          {t('household.dissolve')}
        </button>
      ) : null}
      {!household.isOwner ? (
        <button
          type="button"
          className="button household-page__end"
          disabled={busy !== null}
          onClick={() => void run('leave', householdCalls.leave, t('household.left'))}
        >
          {t('household.leave')}
        </button>
      ) : null}
      {dissolving ? (
        <ConfirmDialog
          title={t('household.dissolveTitle')}
          confirmLabel={t('household.dissolve')}
          busyLabel={t('saving')}
          cancelLabel={t('cancel')}
          busy={busy === 'dissolve'}
          onConfirm={() =>
            void run('dissolve', householdCalls.dissolve, t('household.dissolved')).then(() =>
              setDissolving(false),
            )
          }
          onCancel={() => setDissolving(false)}
        >
          <p>{t('household.dissolveText')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
