import {
  SETTINGS_MESSAGES,
  defaultEditableSettings,
  everySetting,
  validateSettings,
  type EditableSettings,
  type EditableSettingsCategory,
} from '@domain/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy';
import { TabSet } from '@/components/TabSet';
import { PageLoading } from '@/components/PageLoading';
import { toApiError } from '@/platform/api';
import { AdminPage } from '../shared/AdminPage';
import { Banner } from '../shared/Banner';
import { SETTINGS_KEY, settingsApi } from './api';
import { messageText } from '../shared/messageText';
import { SettingsFields } from './SettingsFields';
import { useTimedMessage } from './useTimedMessage';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import './settings.css';

/** The tabs of 002 §2 and the categories each one edits. */
const TABS = {
  analytics: ['analytics'],
  platform: [
    'languages',
    'creationMethods',
    'sharingPlatforms',
    'defaultRecipeImage',
    'businessRules',
    'api',
  ],
  features: ['features'],
} as const satisfies Record<string, readonly EditableSettingsCategory[]>;
type Tab = keyof typeof TABS;
const TAB_KEYS = Object.keys(TABS) as Tab[];

/** 002 §4 "Settings messages": success and failure clear after 3 seconds. */
const MESSAGE_MS = 3000;

function allDefaults(): EditableSettings {
  return everySetting(defaultEditableSettings);
}

function setIn(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = setIn(copy[head as string], rest, next);
  return copy;
}

/**
 * /admin/settings (spec 002 §2 "Enterprise Settings", §3, §4, §5, §8): three tabs over every settings value, saved
 * per tab after the rules of 002 §5 (the server checks them again), reset to defaults, and the initialization offer
 * when nothing is stored. On a failed load the defaults are shown (002 §8).
 */
export default function SettingsPage() {
  const { t } = useTranslation('adminSettings');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => settingsApi.read(signal) });
  const [draft, setDraft] = useState<EditableSettings | null>(null);
  const [tab, setTab] = useState<Tab>('analytics');
  const [confirming, setConfirming] = useState(false);
  const { message, show, clear } = useTimedMessage(MESSAGE_MS);

  // The admin's edits over the stored settings; on a failed load, over the defaults (002 §8).
  const loaded = query.data?.settings ?? (query.isError ? allDefaults() : null);
  const shown = draft ?? loaded;
  const loadError = query.isError ? { kind: 'error' as const, text: t('messages.loadFailed'), id: 0 } : null;

  const save = useMutation({
    mutationFn: async (categories: readonly EditableSettingsCategory[]) => {
      let answer = null;
      for (const category of categories)
        if (shown) answer = await settingsApi.save(category, shown[category] as never);
      return answer;
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(SETTINGS_KEY, answer);
      show('success', t('messages.saved'));
    },
    onError: (error) => show('error', failureText(error, t, 'messages.saveFailed')),
  });

  const initialize = useMutation({
    mutationFn: () => settingsApi.initialize(),
    onSuccess: (answer) => {
      queryClient.setQueryData(SETTINGS_KEY, answer);
      setDraft(null);
      setConfirming(false);
      show('success', t('messages.initialized'));
    },
    onError: (error) => {
      setConfirming(false);
      show('error', failureText(error, t, 'messages.initializeFailed'));
    },
  });

  const submit = () => {
    if (!shown) return;
    for (const category of TABS[tab]) {
      const verdict = validateSettings(category, shown[category]);
      if (!verdict.ok) return show('error', messageText(SETTINGS_MESSAGES, verdict.message, t, 'validation'));
    }
    save.mutate(TABS[tab]);
  };

  if (!shown) return <PageLoading label={t('loading')} />;

  if (query.data && !query.data.initialized)
    return (
      <AdminPage title={t('title')}>
        <Banner message={message ?? loadError} onDismiss={clear} />
        <div className="admin-card settings-empty" data-testid="settings-not-found">
          <h2 className="bo-heading">{t('notFound.title')}</h2>
          <p className="admin-muted">{t('notFound.text')}</p>
          <BusyButton
            className="admin-button admin-button--primary"
            busy={initialize.isPending}
            label={t('notFound.initialize')}
            busyLabel={t('initializing')}
            onClick={() => initialize.mutate()}
          />
        </div>
      </AdminPage>
    );

  return (
    <AdminPage
      title={t('title')}
      actions={
        <button
          type="button"
          className="admin-button admin-button--danger-outline"
          onClick={() => setConfirming(true)}
        >
          {t('reset')}
        </button>
      }
    >
      <Banner message={message ?? loadError} onDismiss={clear} />
      <TabSet
        id="settings"
        label={t('tabsLabel')}
        tabs={TAB_KEYS}
        value={tab}
        onChange={setTab}
        tabLabel={(key) => t(`tabs.${key}`)}
      >
        <form
          className="admin-card settings-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {TABS[tab].map((category) => (
            <section key={category} className="settings-section" aria-labelledby={`settings-${category}`}>
              <h2 id={`settings-${category}`} className="bo-heading">
                {t(`categories.${category}`)}
              </h2>
              <SettingsFields
                path={[category]}
                value={shown[category]}
                onChange={(path, value) =>
                  setDraft((current) => setIn(current ?? shown, path, value) as EditableSettings)
                }
              />
            </section>
          ))}
          <button type="submit" className="admin-button admin-button--primary" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        </form>
      </TabSet>
      {confirming ? (
        <AdminConfirmDialog
          title={t('resetConfirm.title')}
          confirmLabel={t('resetConfirm.confirm')}
          busyLabel={t('initializing')}
          busy={initialize.isPending}
          onConfirm={() => initialize.mutate()}
          onCancel={() => setConfirming(false)}
          body={t('resetConfirm.text')}
        />
      ) : null}
    </AdminPage>
  );
}

/** The server's refusal (the field's message of 002 §5) in the screen's language, else the screen's own text. */
function failureText(
  error: unknown,
  t: TFunction<'adminSettings'>,
  fallback: 'messages.saveFailed' | 'messages.initializeFailed',
) {
  const apiError = toApiError(error);
  return apiError.fromServer
    ? messageText(SETTINGS_MESSAGES, apiError.message, t, 'validation')
    : t(fallback);
}
