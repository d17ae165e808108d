/**
 * /plan (issue 33 §1): the viewer's household's week, first day by the interface language, days in the viewer's
 * time zone (domain/planning), a row per meal. Entries are moved by drag and drop, or by keyboard with the entry's
 * Move dialog (decision 0069); removed; a note added with its own dialog. An empty week suggests recipes. Every
 * change is kept in the outbox and drawn at once, offline too, and sent when there is a connection; the page says
 * when it is offline and when what was made offline has synced (decision 0070).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isDay, nextWeek, previousWeek, weekDays, weekStartOfDay } from '@domain/planning/week';
import { MEALS } from '@domain/planning/meals';
import { ErrorState } from '@/components/ErrorState';
import { OfflineCopyNotice } from '@/components/OfflineCopyNotice';
import { isDeviceCopy } from '@/platform/deviceCopy';
import { PageLoading } from '@/components/PageLoading';
import { SignedInPage } from '@/components/SignedInPage';
import { SyncStatus } from '@/components/outbox/SyncStatus';
import { ChevronEndIcon, ChevronStartIcon, PencilIcon, UsersIcon } from '@/components/icons';
import { newEntryId } from '@/components/plan/api';
import { dayName, thisWeek, today, useWeekLanguage } from '@/components/plan/calendar';
import type { Change } from '@/platform/outbox/outbox';
import { useOutboxSync } from '@/components/outbox/useOutboxSync';
import { planKeys, refreshPlan, useHousehold, usePlanWeek, type PlanWeek, type WeekEntry } from './api';
import { EntryCard } from './EntryCard';
import { MoveDialog, NoteDialog } from './dialogs';
import { weekWithPending } from './pending';
import { Suggestions } from './Suggestions';
import { usePlanChanges } from './usePlanChanges';
import { WhoseWeek } from './WhoseWeek';
import './plan.css';

/**
 * A plan change the server made, made in every cached week of the viewer at once (the week is read again after):
 * the page draws it from the outbox until then, so it neither flickers back nor out.
 */
function madeInCachedWeeks(client: ReturnType<typeof useQueryClient>, viewer: string, change: Change) {
  for (const [key, data] of client.getQueriesData<PlanWeek>({ queryKey: planKeys.weeks(viewer) })) {
    const start = key[3];
    if (!data || typeof start !== 'string') continue;
    const entries = weekWithPending(data.entries, [change], start, viewer).map(
      ({ pending: _, ...entry }) => entry,
    );
    client.setQueryData<PlanWeek>(key, { ...data, entries });
  }
}

export function PlanPage() {
  const { t } = useTranslation('plan');
  return (
    <SignedInPage id="plan" className="plan-page" title={t('title')} loading={t('loading')}>
      {(viewer) => <PlanWeekView viewer={viewer} />}
    </SignedInPage>
  );
}

/** The week shown: ?week= (any day of it) or the viewer's current week. */
function useShownWeek() {
  const language = useWeekLanguage();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const start = asked && isDay(asked) ? weekStartOfDay(asked, language) : thisWeek(language);
  const current = thisWeek(language);
  const show = (week: string) => setParams(week === current ? {} : { week });
  return { start, show, current };
}

function PlanWeekView({ viewer }: { viewer: string }) {
  const { t, i18n } = useTranslation('plan');
  const language = i18n.resolvedLanguage ?? 'en';
  const { start, show, current } = useShownWeek();
  const week = usePlanWeek(viewer, start);
  const household = useHousehold(viewer);
  const client = useQueryClient();
  const sync = useOutboxSync(viewer, {
    // a week from the device's copy: the server was out of reach (the browser may still say online)
    reachable: !isDeviceCopy(week.data),
    refusedMessage: t('errors.change'),
    answered: (change) => {
      if (!change.name.startsWith('plan-')) return;
      madeInCachedWeeks(client, viewer, change);
      void refreshPlan(client);
    },
  });
  const changes = usePlanChanges(sync.queue);
  const [moving, setMoving] = useState<WeekEntry | null>(null);
  const [noting, setNoting] = useState(false);
  const days = weekDays(start);
  const last = days[days.length - 1] ?? start;
  const entries = week.data ? weekWithPending(week.data.entries, sync.outbox, start, viewer) : [];

  return (
    <>
      <div className="plan-page__bar">
        <WhoseWeek viewer={viewer} household={household.data?.household} />
        <Link to="/household" className="button" data-testid="plan-household-link">
          <UsersIcon size={18} />
          {t('household.open')}
          {household.data?.invitations.length ? (
            <span className="badge">{household.data.invitations.length}</span>
          ) : null}
        </Link>
      </div>
      <SyncStatus state={sync.state} text={(state) => t(`sync.${state}`)} testId="plan-sync" />
      <nav className="plan-page__weeks" aria-label={t('week.navigation')}>
        <button
          type="button"
          className="button"
          onClick={() => show(previousWeek(start))}
          data-testid="plan-previous"
        >
          <ChevronStartIcon size={18} />
          {t('week.previous')}
        </button>
        <h2 className="plan-page__range" data-testid="plan-range" aria-live="polite">
          {t('week.range', { first: dayName(start, language), last: dayName(last, language) })}
        </h2>
        <button
          type="button"
          className="button"
          onClick={() => show(nextWeek(start))}
          data-testid="plan-next"
        >
          {t('week.next')}
          <ChevronEndIcon size={18} />
        </button>
        {start === current ? null : (
          <button type="button" className="button" onClick={() => show(current)}>
            {t('week.current')}
          </button>
        )}
      </nav>
      <div className="plan-page__tools">
        <button type="button" className="button" onClick={() => setNoting(true)} data-testid="plan-add-note">
          <PencilIcon size={18} />
          {t('note.open')}
        </button>
      </div>

      {week.status === 'pending' ? (
        <PageLoading label={t('loading')} />
      ) : week.status === 'error' ? (
        <ErrorState message={t('errors.load')} onRetry={() => void week.refetch()} />
      ) : (
        <>
          {/* offline, the sync line above says so and that changes are kept: one notice, not two */}
          {sync.state === 'offline' ? null : <OfflineCopyNotice data={week.data} />}
          {entries.length === 0 ? <Suggestions viewer={viewer} days={days} /> : null}
          <div className="plan-week" data-testid="plan-week">
            {days.map((day) => (
              <section
                key={day}
                className="plan-day"
                aria-labelledby={`plan-day-${day}`}
                data-day={day}
                data-today={day === today() || undefined}
              >
                <h3 id={`plan-day-${day}`} className="plan-day__name">
                  {dayName(day, language)}
                </h3>
                {MEALS.map((meal) => (
                  <div
                    key={meal}
                    className="plan-slot"
                    data-testid="plan-slot"
                    data-day={day}
                    data-meal={meal}
                    data-drop={changes.over === `${day}/${meal}` || undefined}
                    {...changes.dropTarget(day, meal)}
                  >
                    <h4 className="plan-slot__meal">{t(`meals.${meal}`)}</h4>
                    <ul className="plan-slot__entries">
                      {entries
                        .filter((entry) => entry.day === day && entry.meal === meal)
                        .map((entry) => (
                          <EntryCard
                            key={entry.id}
                            entry={entry}
                            pending={entry.pending}
                            onMove={() => setMoving(entry)}
                            onRemove={() => changes.remove(entry)}
                            onDragStart={changes.dragStart}
                            onDragEnd={changes.dragEnd}
                          />
                        ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))}
          </div>
        </>
      )}
      {moving ? (
        <MoveDialog
          entry={moving}
          days={days}
          onMove={(day, meal) => {
            changes.move(moving, day, meal);
            setMoving(null);
          }}
          onCancel={() => setMoving(null)}
        />
      ) : null}
      {noting ? (
        <NoteDialog
          days={days}
          onAdd={(entry) => {
            sync.queue({ name: 'plan-add', input: { id: newEntryId(), entry } });
            setNoting(false);
          }}
          onCancel={() => setNoting(false)}
        />
      ) : null}
    </>
  );
}
