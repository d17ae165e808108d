import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { ErrorState } from '@/components/ErrorState';
import { BlogIcon, InstagramIcon, MailIcon, TiktokIcon, WarningIcon, YoutubeIcon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { siteHost } from '@/platform/env';
import { applyLanguage, currentLanguage } from '@/platform/i18n';
import { LANGUAGES } from '@/platform/languages';
import { channelPath } from '@/platform/paths';
import { profileApi } from '@/platform/profile';
import { useSession, type SessionUser, type UserProfile } from '@/platform/session';
import { ACCOUNT_LIMITS } from '@domain/constants/recipe';
import { PRIVACY_LEVELS, SOCIAL_LINK_KEYS, isInterfaceLanguage, type SocialLinks } from '@domain/profile';
import { deriveUsername } from '@domain/username';
import {
  BusyButton,
  FormMessage,
  InputField,
  SelectField,
  TextAreaField,
  ToggleField,
} from '@/components/form';
import { UsernameHandle } from '@/components/UsernameHandle';
import { LanguageInterests } from '@/components/personal';
import { VerifiedBadge } from '@/components/VerifiedBadge';
import { errorField, profileErrorMessage, profileMessage } from './messages';
import {
  PRIVACY_SETTINGS,
  profileUpdate,
  validateProfileForm,
  valuesFromProfile,
  type ProfileField,
  type ProfileFormValues,
} from './profileForm';
import { ContentLanguageField } from './ContentLanguageField';
import { ProfilePhotoField } from './ProfilePhotoField';
import { PROFILE_MESSAGE_KEYS } from './profileMessages';
import { useFocusFirstError } from './useFocusFirstError';
import { useUsernameAvailability } from './useUsernameAvailability';
import './accounts.css';

/** Spec 000 §8: the save toast lasts 3 seconds. */
export const SAVED_TOAST_MS = 3000;

/** The notification switches (spec 000 §2 "Profile"): each preference with its label and hint. */
const NOTIFICATIONS = [
  {
    field: 'notifications',
    label: 'profile.notifications.inApp',
    hint: 'profile.notifications.inAppHint',
  },
  {
    field: 'emailNotifications',
    label: 'profile.notifications.email',
    hint: 'profile.notifications.emailHint',
  },
] as const;

const SOCIAL_ICONS: Record<keyof SocialLinks, ReactNode> = {
  blog: <BlogIcon size={18} />,
  youtube: <YoutubeIcon size={18} />,
  instagram: <InstagramIcon size={18} />,
  tiktok: <TiktokIcon size={18} />,
};

/**
 * /profile (login required; spec 000 §2, §3, §5, §8; 001 §3): the signed-in user's own profile. Public fields
 * (display name with its username check, bio, location, social links), privacy of rated recipes,
 * collection and following list, notification preferences and the interface language, saved together with
 * users-updateProfile (changed fields only). "Changes saved successfully!" shows for 3 s; a failed save keeps
 * every input. The photo (ProfilePhotoField) is uploaded and saved on its own, at once.
 */
export function ProfilePage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('profile.title'));
  const session = useSession();
  if (session.status !== 'signedIn') return <PageLoading />;
  const { profile } = session;
  if (profile.status === 'loading') return <PageLoading label={t('profile.loading')} />;
  if (profile.status === 'error' || !profile.data)
    return (
      <ErrorState
        title={t('profile.loadFailedTitle')}
        message={t('profile.loadFailed')}
        onRetry={() => window.location.reload()}
      />
    );
  return <ProfileEditor key={session.user.uid} user={session.user} profile={profile.data} />;
}

function ProfileEditor({ user, profile }: { user: SessionUser; profile: UserProfile }) {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const [initial, setInitial] = useState(() => valuesFromProfile(profile, currentLanguage()));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldError, setServerFieldError] = useState<{ field: ProfileField; message: string } | null>(
    null,
  );

  // A language chosen meanwhile in the header (saved to the profile there) shows here too, unless this form
  // has its own unsaved choice.
  const [seenLanguage, setSeenLanguage] = useState(profile.language);
  if (profile.language !== seenLanguage) {
    setSeenLanguage(profile.language);
    const language = profile.language;
    if (isInterfaceLanguage(language) && values.language === initial.language) {
      setInitial((current) => ({ ...current, language }));
      setValues((current) => ({ ...current, language }));
    }
  }

  const errors = useMemo(() => validateProfileForm(values, initial), [values, initial]);
  const nameChanged = values.displayName.trim() !== initial.displayName.trim();
  const derived = nameChanged ? deriveUsername(values.displayName) : null;
  const availability = useUsernameAvailability(derived?.ok ? derived.username : null, user.uid);
  const update = profileUpdate(initial, values);
  const dirty = update !== undefined;

  const shown = (field: ProfileField): string | null => {
    if (serverFieldError?.field === field) return serverFieldError.message;
    if (field === 'displayName' && availability === 'taken') return t('username.taken');
    const message = errors[field];
    if (!message) return null;
    // The display name is checked as it is typed; the other fields once left or after a save attempt.
    if (field !== 'displayName' && !submitted && !touched.has(field)) return null;
    return profileMessage(t, message, PROFILE_MESSAGE_KEYS) ?? message;
  };

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerError(null);
    setServerFieldError(null);
  };
  const touch = (field: ProfileField) => setTouched((current) => new Set(current).add(field));

  const saving = useMutation({
    mutationFn: (change: NonNullable<typeof update>) => profileApi.updateProfile(change),
    onMutate: () => {
      setServerError(null);
      setServerFieldError(null);
    },
    onSuccess: async ({ profile: saved }, change) => {
      const next = valuesFromProfile(saved, values.language);
      setInitial(next);
      setValues(next);
      setSubmitted(false);
      setTouched(new Set());
      if (change.language) {
        // Saved to the profile with the rest; locally now (without a second profile write).
        await applyLanguage(next.language).catch(() =>
          toast.error(t('language.loadFailed', { ns: 'common' })),
        );
      }
      toast.success(t('profile.saved'), { duration: SAVED_TOAST_MS });
    },
    onError: (failure) => {
      const message = profileErrorMessage(t, failure, PROFILE_MESSAGE_KEYS);
      const field = errorField(failure);
      if (field === 'displayName') setServerFieldError({ field, message });
      setServerError(message);
      focusFirstError();
    },
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || availability === 'taken') {
      focusFirstError();
      return;
    }
    if (update) saving.mutate(update);
  };

  const name = values.displayName.trim() || initial.displayName || user.displayName || '';
  const channel = profile.username ? channelPath({ uid: user.uid, username: profile.username }) : null;
  const incomplete = !profile.profileComplete || !profile.username;

  return (
    <div className="page-stack profile-page">
      <header className="hero profile-hero">
        <Avatar url={values.photoURL || null} name={name || user.email || '?'} size="lg" />
        <div className="profile-hero__text">
          <h1 className="profile-hero__title">{t('profile.title')}</h1>
          <p className="profile-hero__name">
            <span>{initial.displayName || t('profile.noName')}</span>
            {profile.isVerified ? (
              <VerifiedBadge className="profile-hero__badge" label={t('profile.verifiedCook')} size={18} />
            ) : null}
          </p>
          <UsernameHandle className="profile-hero__username" username={profile.username} />
        </div>
        {channel ? (
          <Link to={channel} className="button profile-hero__channel">
            {t('profile.viewChannel')}
          </Link>
        ) : null}
      </header>

      {incomplete ? (
        <div className="notice notice--warning profile-notice" role="status">
          <WarningIcon size={20} />
          <p>
            {t('profile.incomplete')} <Link to="/set-username">{t('profile.chooseUsername')}</Link>
          </p>
        </div>
      ) : null}

      <form
        ref={formRef}
        className="profile-form"
        noValidate
        onSubmit={save}
        aria-busy={saving.isPending || undefined}
      >
        {serverError ? <FormMessage>{serverError}</FormMessage> : null}

        <Section title={t('profile.sections.public')} description={t('profile.sections.publicHint')}>
          <InputField
            label={t('fields.displayName')}
            name="displayName"
            autoComplete="name"
            maxLength={ACCOUNT_LIMITS.displayName.max}
            value={values.displayName}
            error={shown('displayName')}
            hint={
              nameChanged && derived?.ok
                ? t('profile.newAddress', { address: `${siteHost}/${derived.username}` })
                : t('profile.displayNameHint')
            }
            onChange={(event) => set('displayName', event.target.value)}
          />
          <TextAreaField
            label={t('fields.bio')}
            name="bio"
            rows={4}
            value={values.bio}
            error={shown('bio')}
            counter={{ value: values.bio.trim(), max: ACCOUNT_LIMITS.bioMax }}
            hint={t('profile.bioHint')}
            onBlur={() => touch('bio')}
            onChange={(event) => set('bio', event.target.value)}
          />
          <InputField
            label={t('fields.location')}
            name="location"
            autoComplete="address-level2"
            value={values.location}
            error={shown('location')}
            counter={{ value: values.location.trim(), max: ACCOUNT_LIMITS.locationMax }}
            onBlur={() => touch('location')}
            onChange={(event) => set('location', event.target.value)}
          />
          <ProfilePhotoField
            uid={user.uid}
            name={name || user.email || '?'}
            photoURL={values.photoURL}
            onSaved={(photoURL) => {
              setInitial((current) => ({ ...current, photoURL }));
              setValues((current) => ({ ...current, photoURL }));
            }}
          />
        </Section>

        <Section title={t('profile.sections.social')} description={t('profile.sections.socialHint')}>
          <div className="profile-form__grid">
            {SOCIAL_LINK_KEYS.map((key) => (
              <InputField
                key={key}
                label={
                  <span className="profile-form__social-label">
                    {SOCIAL_ICONS[key]}
                    {t(`social.${key}`)}
                  </span>
                }
                name={`social-${key}`}
                type="url"
                inputMode="url"
                placeholder={t(`social.placeholders.${key}`)}
                dir="ltr"
                value={values.socialLinks[key]}
                error={shown(`socialLinks.${key}`)}
                onBlur={() => touch(`socialLinks.${key}`)}
                onChange={(event) => set('socialLinks', { ...values.socialLinks, [key]: event.target.value })}
              />
            ))}
          </div>
        </Section>

        <Section title={t('profile.sections.privacy')} description={t('profile.sections.privacyHint')}>
          {PRIVACY_SETTINGS.map((setting) => (
            <fieldset key={setting} className="choice-group">
              <legend className="choice-group__legend">{t(`profile.privacy.${setting}`)}</legend>
              <div className="segmented">
                {PRIVACY_LEVELS.map((level) => (
                  <label key={level} className="segmented__option">
                    <input
                      type="radio"
                      name={`privacy-${setting}`}
                      value={level}
                      checked={values.privacy[setting] === level}
                      onChange={() => set('privacy', { ...values.privacy, [setting]: level })}
                    />
                    <span>{t(`profile.privacy.levels.${level}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </Section>

        <Section title={t('profile.sections.notifications')}>
          {NOTIFICATIONS.map(({ field, label, hint }) => (
            <ToggleField
              key={field}
              label={t(label)}
              hint={t(hint)}
              checked={values[field]}
              onCheckedChange={(checked) => set(field, checked)}
            />
          ))}
        </Section>

        <Section title={t('profile.sections.language')}>
          <LanguageField value={values.language} onChange={(language) => set('language', language)} />
          <ContentLanguageField
            value={values.contentLanguage}
            interfaceLanguage={values.language}
            onChange={(contentLanguage) => set('contentLanguage', contentLanguage)}
          />
        </Section>

        <Section title={t('profile.sections.account')}>
          <dl className="profile-account">
            <div>
              <dt>{t('fields.email')}</dt>
              <dd dir="ltr">{user.email}</dd>
            </div>
            <div>
              <dt>{t('profile.emailStatus')}</dt>
              <dd>
                {user.emailVerified ? (
                  t('profile.emailVerified')
                ) : (
                  <>
                    {t('profile.emailNotVerified')} <Link to="/verify-email">{t('profile.verifyNow')}</Link>
                  </>
                )}
              </dd>
            </div>
          </dl>
          <p className="form__hint">
            <MailIcon size={16} className="inline-icon" /> {t('profile.passwordHint')}{' '}
            <Link to="/forgot-password">{t('profile.resetPassword')}</Link>
          </p>
        </Section>

        <div className="card profile-form__actions" data-dirty={dirty || undefined}>
          <p className="profile-form__status" aria-live="polite">
            {dirty ? t('profile.unsaved') : null}
          </p>
          <button
            type="button"
            className="button"
            disabled={!dirty || saving.isPending}
            onClick={() => {
              setValues(initial);
              setServerError(null);
              setServerFieldError(null);
              setSubmitted(false);
            }}
          >
            {t('profile.discard')}
          </button>
          <BusyButton
            type="submit"
            className="button button--primary"
            busy={saving.isPending}
            disabled={!dirty || saving.isPending}
            label={t('profile.save')}
            busyLabel={t('profile.saving')}
          />
        </div>
      </form>
      <LanguageInterests viewer={user.uid} />
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="card profile-section" aria-labelledby={id}>
      <div className="profile-section__head">
        <h2 id={id} className="profile-section__title">
          {title}
        </h2>
        {description ? <p className="profile-section__description">{description}</p> : null}
      </div>
      <div className="profile-section__body">{children}</div>
    </section>
  );
}

function LanguageField({
  value,
  onChange,
}: {
  value: ProfileFormValues['language'];
  onChange: (language: ProfileFormValues['language']) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <SelectField
      label={t('fields.language')}
      hint={t('profile.languageHint')}
      value={value}
      onChange={(event) => onChange(event.target.value as ProfileFormValues['language'])}
    >
      {LANGUAGES.filter((language) => language.enabled).map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.nativeName}
        </option>
      ))}
    </SelectField>
  );
}

export { ProfilePage as Component };
