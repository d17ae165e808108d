import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@domain/admin';
import { LoadError } from './LoadError';
import { InputField } from '@/components/form';
import { useDebouncedValue } from '@/components/form/useDebouncedValue';
import { errorMessage } from '@/platform/api';
import { Banner, type BannerMessage } from '../shared/Banner';
import { backOfficeApi, BACK_OFFICE_KEYS } from './api';
import { Pager } from './Pager';
import { useAdminTitle } from './usePageTitle';
import './backOffice.css';

type Flag = 'active' | 'verified';

/**
 * /admin/users (spec 002 §2, §4 "Admin toggles"): a paged, searchable table with the active toggle (disabled for
 * admins: admins cannot be deactivated) and the verified toggle. A deactivated user is refused by every function.
 */
export default function UsersPage() {
  const { t, i18n } = useTranslation('backOffice');
  useAdminTitle(t('users.title'));
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const users = useQuery({
    queryKey: BACK_OFFICE_KEYS.users(term, page),
    queryFn: () => backOfficeApi.listUsers({ search: term, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });

  const toggle = useMutation({
    mutationFn: ({ user, flag, on }: { user: AdminUserRow; flag: Flag; on: boolean }) =>
      flag === 'active' ? backOfficeApi.setActive(user.id, on) : backOfficeApi.setVerified(user.id, on),
    onSuccess: ({ user }, { flag, on }) => {
      const name = user.displayName || user.email;
      const key = flag === 'active' ? (on ? 'activated' : 'deactivated') : on ? 'verified' : 'unverified';
      setMessage({ kind: 'success', text: t(`users.${key}`, { name }), id: Date.now() });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) =>
      setMessage({ kind: 'error', text: errorMessage(error, t('users.saveError')), id: Date.now() }),
  });
  const busyId = toggle.isPending ? toggle.variables?.user.id : undefined;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '');

  return (
    <section className="admin-page" aria-labelledby="admin-users-title">
      <h1 id="admin-users-title" className="admin-page__title">
        {t('users.title')}
      </h1>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <div className="admin-card">
        <InputField
          label={t('users.search')}
          hint={t('users.searchHint')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {users.isError ? (
        <LoadError
          title={t('users.loadError')}
          message={errorMessage(users.error, t('users.loadError'))}
          onRetry={() => void users.refetch()}
        />
      ) : users.isPending ? (
        <p className="admin-muted">{t('common.loading')}</p>
      ) : users.data.users.length === 0 ? (
        <p className="admin-empty">{t('users.empty')}</p>
      ) : (
        <div className="admin-card bo-table-card">
          <table className="admin-table">
            <caption className="visually-hidden">{t('users.caption', { page })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.recipes')}</th>
                <th scope="col">{t('users.joined')}</th>
                <th scope="col">{t('users.active')}</th>
                <th scope="col">{t('users.verifiedColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user.id} data-testid={`user-row-${user.id}`}>
                  <th scope="row">
                    {user.displayName || t('users.noName')}
                    {user.username ? (
                      <span className="admin-muted">
                        {' '}
                        <bdi>@{user.username}</bdi>
                      </span>
                    ) : null}
                    {user.isAdmin ? <span className="badge bo-badge">{t('users.admin')}</span> : null}
                  </th>
                  <td>{user.email}</td>
                  <td className="admin-table__num">{user.recipeCount}</td>
                  <td>{date(user.createdAt)}</td>
                  <td>
                    <FlagSwitch
                      label={t('users.activeFor', { name: user.displayName || user.email })}
                      checked={user.isActive}
                      disabled={user.isAdmin || busyId === user.id}
                      title={user.isAdmin ? t('users.adminAlwaysActive') : undefined}
                      onChange={(on) => toggle.mutate({ user, flag: 'active', on })}
                    />
                  </td>
                  <td>
                    <FlagSwitch
                      label={t('users.verifiedFor', { name: user.displayName || user.email })}
                      checked={user.isVerified}
                      disabled={busyId === user.id}
                      onChange={(on) => toggle.mutate({ user, flag: 'verified', on })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasMore={users.data?.hasMore === true} onPage={setPage} />
    </section>
  );
}

function FlagSwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  title?: string;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="form__switch" title={props.title}>
      <input
        type="checkbox"
        role="switch"
        aria-label={props.label}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className="form__switch-track" aria-hidden="true" />
    </label>
  );
}
