import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField, useTextFields } from '@/components/form';
import { Banner, type BannerMessage } from '../shared/Banner';
import { backOfficeApi, usernameFailure } from './api';
import { AdminPage } from '../shared/AdminPage';
import { adminKeys } from '../shared/queryKeys';
import './backOffice.css';

/** The form's two fields, both required, in the order shown. */
const FIELDS = ['userId', 'displayName'] as const;

/**
 * /admin/username-update (spec 002 §2 "Force Username Update", §5): user id and display name, both required; the
 * server writes displayName, username and profileComplete and reserves the name with the user's own rules.
 */
export default function UsernameUpdatePage() {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  const { values: form, bind } = useTextFields({ userId: '', displayName: '' });
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const update = useMutation({
    mutationFn: () => backOfficeApi.forceUsername(form.userId.trim(), form.displayName.trim()),
    onSuccess: ({ profile }) => {
      setMessage({
        kind: 'success',
        text: t('username.done', { username: profile.username ?? '' }),
        id: Date.now(),
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      setMessage({
        kind: 'error',
        text: usernameFailure(error, { taken: t('username.taken'), generic: t('username.generic') }),
        id: Date.now(),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (FIELDS.some((field) => !form[field].trim())) {
      setMessage({ kind: 'error', text: t('username.required'), id: Date.now() });
      return;
    }
    update.mutate();
  };

  return (
    <AdminPage title={t('username.title')}>
      <Banner message={message} onDismiss={() => setMessage(null)} />
      <form className="admin-card admin-form bo-narrow" onSubmit={submit} noValidate>
        <p className="admin-muted">{t('username.intro')}</p>
        {FIELDS.map((field) => (
          <InputField
            key={field}
            label={t(`username.${field}`)}
            required
            {...bind(field)}
            autoComplete="off"
          />
        ))}
        <button type="submit" className="admin-button admin-button--primary" disabled={update.isPending}>
          {update.isPending ? t('username.saving') : t('username.submit')}
        </button>
      </form>
    </AdminPage>
  );
}
