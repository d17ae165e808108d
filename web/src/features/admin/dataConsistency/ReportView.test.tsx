// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionReport } from '@domain/consistency';
import enAdminData from '@/locales/en/adminData.json';
import { renderWithApp, setUpI18n } from '@/testing';
import { collectionOfTable, ReportView } from './ReportView';

beforeAll(() => setUpI18n({ adminData: enAdminData }));
afterEach(cleanup);

const result = {
  profiles: collectionReport({
    firebaseTotal: 3,
    supabaseTotal: 3,
    missingInSupabase: [],
    missingInFirebase: [],
    versionMismatches: [],
    counterIssues: [
      {
        title: 'Dana Cook',
        userId: 'u1',
        issues: [{ field: 'recipeCount', firebase: 9, supabase: 6, expected: 6 }],
      },
    ],
  }),
  tags: collectionReport({
    firebaseTotal: 4,
    supabaseTotal: 4,
    missingInSupabase: [],
    missingInFirebase: [],
    versionMismatches: [],
  }),
};

describe('ReportView', () => {
  it('shows each collection with its figures, its counter issues with the three values, and a Fix where needed', () => {
    const onFix = vi.fn();
    renderWithApp(<ReportView result={result} busy={false} onFix={onFix} />);
    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getByText('1 problem')).toBeTruthy();
    expect(within(users).getByText('recipeCount: Firestore 9, mirror 6, counted 6')).toBeTruthy();
    fireEvent.click(within(users).getByRole('button', { name: 'Fix Users' }));
    expect(onFix).toHaveBeenCalledWith('users');

    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getByText('Consistent')).toBeTruthy();
    expect(within(tags).queryByRole('button')).toBeNull();
  });

  it('fixes a table the screen does not name through "all"', () => {
    expect(collectionOfTable('recipes')).toBe('recipes');
    expect(collectionOfTable('profiles')).toBe('users');
    expect(collectionOfTable('comment_likes')).toBe('all');
  });
});
