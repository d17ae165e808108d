import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@domain/admin';
import { errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { backOfficeApi, BACK_OFFICE_KEYS } from './api';
import { FlagSwitch } from './FlagSwitch';
import { AdminTable, PagedResults, SearchCard, usePagedQuery } from '../shared/PagedList';
import { AdminPage } from '../shared/AdminPage';
import { adminKeys } from '../shared/queryKeys';
import './backOffice.css';

type Flag = 'active' | 'verified';

/**
 * /admin/users (spec 002 §2, §4 "Admin toggles"): a paged, searchable table with the active toggle (disabled for
 * admins: admins cannot be deactivated) and the verified toggle. A deactivated user is refused by every function.
 */
export default function UsersPage() {
  const { t, i18n } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const users = usePagedQuery({
    queryKey: BACK_OFFICE_KEYS.users,
    queryFn: (search, page) => backOfficeApi.listUsers({ search, page, limit: 20 }),
    items: (data) => data.users,
  });

  const toggle = useMutation({
    mutationFn: ({ user, flag, on }: { user: AdminUserRow; flag: Flag; on: boolean }) =>
      flag === 'active' ? backOfficeApi.setActive(user.id, on) : backOfficeApi.setVerified(user.id, on),
    onSuccess: ({ user }, { flag, on }) => {
      const name = user.displayName || user.email;
      const key = flag === 'active' ? (on ? 'activated' : 'deactivated') : on ? 'verified' : 'unverified';
      setMessage({ kind: 'success', text: t(`users.${key}`, { name }), id: Date.now() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      setMessage({ kind: 'error', text: errorMessage(error, t('users.saveError')), id: Date.now() }),
  });
  const busyId = toggle.isPending ? toggle.variables?.user.id : undefined;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '');

  return (
    <AdminPage title={t('users.title')}>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <SearchCard
        label={t('users.search')}
        hint={t('users.searchHint')}
        value={users.search}
        onChange={users.setSearch}
      />
      <PagedResults list={users} loadError={t('users.loadError')} empty={t('users.empty')}>
        {(rows) => (
          <AdminTable<AdminUserRow>
            caption={t('users.caption', { page: users.page })}
            rows={rows}
            rowKey={(user) => user.id}
            rowTestId={(user) => `user-row-${user.id}`}
            columns={[
              {
                head: t('users.name'),
                rowHeader: true,
                cell: (user) => (
                  <>
                    {user.displayName || t('users.noName')}
                    {user.username ? (
                      <span className="admin-muted">
                        {' '}
                        <bdi>@{user.username}</bdi>
                      </span>
                    ) : null}
                    {user.isAdmin ? <span className="badge bo-badge">{t('users.admin')}</span> : null}
                  </>
                ),
              },
              { head: t('users.email'), cell: (user) => user.email },
              { head: t('users.recipes'), className: 'admin-table__num', cell: (user) => user.recipeCount },
              { head: t('users.joined'), cell: (user) => date(user.createdAt) },
              {
                head: t('users.active'),
                cell: (user) => (
                  <FlagSwitch
                    label={t('users.activeFor', { name: user.displayName || user.email })}
                    checked={user.isActive}
                    disabled={user.isAdmin || busyId === user.id}
                    title={user.isAdmin ? t('users.adminAlwaysActive') : undefined}
                    onChange={(on) => toggle.mutate({ user, flag: 'active', on })}
                  />
                ),
              },
              {
                head: t('users.verifiedColumn'),
                cell: (user) => (
                  <FlagSwitch
                    label={t('users.verifiedFor', { name: user.displayName || user.email })}
                    checked={user.isVerified}
                    disabled={busyId === user.id}
                    onChange={(on) => toggle.mutate({ user, flag: 'verified', on })}
                  />
                ),
              },
            ]}
          />
        )}
      </PagedResults>
    </AdminPage>
  );
}
