import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannedUser } from '@domain/comments/bans';
import { InputField } from '@/components/form';
import { errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { AdminTable, PagedResults, SearchCard, usePagedQuery } from '../shared/PagedList';
import { dateTime } from '../shared/Pager';
import { ADMIN_RECIPES_KEYS, bansApi } from '../recipes/api';
import { AdminPage } from '../shared/AdminPage';
import { adminKeys } from '../shared/queryKeys';
import '../operations/backOffice.css';

/**
 * The Banned Users tab of /admin/comments (spec 002 §2, §3 "Banned user", §7, §8): ban a user with a reason and an
 * end (empty = permanent; a banned user cannot comment until it passes), the bans in effect, searchable and paged,
 * and unban with the spec's alerts.
 */
export function BannedUsersPage({ tabs, prefill }: { tabs: ReactNode; prefill: string }) {
  const { t, i18n } = useTranslation('adminRecipes');
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ userId: prefill, reason: '', until: '' });
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const bans = usePagedQuery({
    queryKey: ADMIN_RECIPES_KEYS.bans,
    queryFn: (search, page) => bansApi.list({ search, page }),
    items: (data) => data.bannedUsers,
  });
  const say = (kind: BannerMessage['kind'], text: string) => setMessage({ kind, text, id: Date.now() });
  const nameOf = (user: Pick<BannedUser, 'profile' | 'userId'>) =>
    user.profile.displayName || user.profile.email || user.userId;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const ban = useMutation({
    // a local date and time from the picker, sent as the instant it means
    mutationFn: () => bansApi.ban({ ...form, until: form.until ? new Date(form.until).toISOString() : '' }),
    onSuccess: ({ ban: done }) => {
      const name = nameOf(done);
      say(
        'success',
        done.banUntil
          ? t('bans.bannedUntil', { name, until: dateTime(done.banUntil, i18n.language) })
          : t('bans.bannedForever', { name }),
      );
      setForm({ userId: '', reason: '', until: '' });
      refresh();
    },
    onError: (error) => say('error', errorMessage(error, t('bans.banFailed'))),
  });
  const unban = useMutation({
    mutationFn: (user: BannedUser) => bansApi.unban(user.userId),
    onSuccess: (_answer, user) => {
      say('success', t('bans.unbanned', { name: nameOf(user) }));
      refresh();
    },
    // 002 §8: the unban failure's text, whatever the reason
    onError: () => say('error', t('bans.unbanFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ban.mutate();
  };

  return (
    <AdminPage title={t('bans.title')}>
      {tabs}
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <form className="admin-card ar-ban-form" onSubmit={submit} aria-labelledby="admin-ban-form-title">
        <h2 id="admin-ban-form-title" className="bo-heading">
          {t('bans.formTitle')}
        </h2>
        <InputField
          label={t('bans.userId')}
          required
          value={form.userId}
          onChange={(event) => setForm({ ...form, userId: event.target.value })}
        />
        <InputField
          label={t('bans.reason')}
          required
          maxLength={500}
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
        />
        <InputField
          label={t('bans.until')}
          hint={t('bans.untilHint')}
          type="datetime-local"
          value={form.until}
          onChange={(event) => setForm({ ...form, until: event.target.value })}
        />
        <button
          type="submit"
          className="admin-button admin-button--danger"
          disabled={ban.isPending || !form.userId.trim() || !form.reason.trim()}
        >
          {ban.isPending ? t('bans.banning') : t('bans.ban')}
        </button>
      </form>
      <SearchCard label={t('bans.search')} value={bans.search} onChange={bans.setSearch} />
      <PagedResults list={bans} loadError={t('bans.loadError')} empty={t('bans.empty')}>
        {(rows) => (
          <AdminTable<BannedUser>
            caption={t('bans.caption', { page: bans.page })}
            rows={rows}
            rowKey={(user) => user.userId}
            rowTestId={(user) => `banned-${user.userId}`}
            columns={[
              {
                head: t('bans.user'),
                rowHeader: true,
                cell: (user) => (
                  <>
                    <bdi>{user.profile.displayName || user.userId}</bdi>
                    {user.profile.email ? <div className="admin-muted">{user.profile.email}</div> : null}
                  </>
                ),
              },
              { head: t('bans.reason'), dir: 'auto', cell: (user) => user.banReason },
              { head: t('bans.bannedAt'), cell: (user) => dateTime(user.bannedAt, i18n.language) },
              {
                head: t('bans.untilColumn'),
                cell: (user) =>
                  user.banUntil ? dateTime(user.banUntil, i18n.language) : t('bans.permanent'),
              },
              { head: t('bans.comments'), className: 'admin-table__num', cell: (user) => user.totalComments },
              {
                head: <span className="visually-hidden">{t('bans.actions')}</span>,
                cell: (user) => (
                  <button
                    type="button"
                    className="admin-button"
                    disabled={unban.isPending}
                    aria-label={t('bans.unbanFor', { name: nameOf(user) })}
                    onClick={() => unban.mutate(user)}
                  >
                    {t('bans.unban')}
                  </button>
                ),
              },
            ]}
          />
        )}
      </PagedResults>
    </AdminPage>
  );
}
