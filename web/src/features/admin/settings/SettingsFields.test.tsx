// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { DEFAULT_ENTERPRISE_SETTINGS } from '@domain/constants/enterpriseSettings';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en/adminSettings.json';
import { setUpI18n } from '@/testing';
import { SettingsFields } from './SettingsFields';

beforeAll(() => setUpI18n({ adminSettings: en }));
afterEach(cleanup);

const show = (category: keyof typeof DEFAULT_ENTERPRISE_SETTINGS) =>
  render(
    <SettingsFields path={[category]} value={DEFAULT_ENTERPRISE_SETTINGS[category]} onChange={() => {}} />,
  );

describe('the settings screen says beside a setting when the product does not act on it (decision 0036)', () => {
  it('API rate limits and external services: a note under each group', () => {
    show('api');
    const notes = screen.getAllByTestId('settings-note').map((note) => note.textContent);
    expect(notes).toEqual([en.notes.rateLimit, en.notes.external]);
  });

  it('languages: beside the list, the default and auto-detect', () => {
    show('languages');
    expect(screen.getByTestId('settings-note').textContent).toBe(en.notes.languages);
    expect(screen.getAllByText(en.notes.languages)).toHaveLength(3);
  });

  it('the settings that steer carry no note: moderation limits, the social toggles but social sign-in', () => {
    show('businessRules');
    const moderation = screen.getByRole('group', { name: en.fields.businessRules_moderation });
    expect(within(moderation).queryByTestId('settings-note')).toBeNull();
    expect(within(moderation).queryByText(/Not applied/)).toBeNull();
    cleanup();
    show('features');
    const social = screen.getByRole('group', { name: en.fields.features_social });
    expect(within(social).queryAllByText(/Not applied/)).toHaveLength(0);
    expect(within(social).getByText(en.notes.socialLogin)).toBeTruthy();
  });
});
