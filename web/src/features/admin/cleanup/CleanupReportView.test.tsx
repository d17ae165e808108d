// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanupReport, typeReport } from '@domain/cleanup';
import enCleanup from '@/locales/en/adminCleanup.json';
import { renderWithApp, setUpI18n } from '@/testing';
import { CleanupReportView } from './CleanupReportView';

beforeAll(() => setUpI18n({ adminCleanup: enCleanup }));
afterEach(cleanup);

const items = (...ids: string[]) => ids.map((id) => ({ id, recipeIds: ['gone'] }));

describe('CleanupReportView', () => {
  it('shows an analysis per type with its risk and first items, and the ratings warning', () => {
    const report = cleanupReport({ dryRun: true, batchSize: 50 }, 0, [
      typeReport('viewTracking', items('gone-b', 'gone-a'), 0, []),
      typeReport('ratingsSubcollections', items('gone/u1'), 0, []),
      typeReport('userCollections', [], 0, []),
    ]);
    renderWithApp(<CleanupReportView report={report} />);
    expect(screen.getByRole('heading', { name: 'Analysis (dry run)' })).toBeTruthy();
    expect(screen.getByText('3 orphaned items found. Nothing was changed.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Cleaned' })).toBeNull();
    const views = screen.getByRole('row', { name: /View tracking/ });
    expect(within(views).getByText('Low risk')).toBeTruthy();
    expect(
      within(views)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['gone-a', 'gone-b']);
    const ratings = screen.getByRole('row', { name: /Ratings subcollections/ });
    expect(
      within(ratings).getByText('Ratings subcollection orphans require manual verification'),
    ).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /User collections/ })).getByText('High risk')).toBeTruthy();
  });

  it('shows a clean with what it removed, its batches and each failure', () => {
    const report = cleanupReport({ dryRun: false, batchSize: 25 }, 2, [
      typeReport('tagReferences', items('soup', 'stew'), 1, ['stew: Unable to clean orphaned data']),
    ]);
    renderWithApp(<CleanupReportView report={report} />);
    expect(screen.getByRole('heading', { name: 'Cleanup report' })).toBeTruthy();
    expect(screen.getByText('1 of 2 removed in 2 batches of up to 25.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Cleaned' })).toBeTruthy();
    expect(screen.getByText('1 item failed')).toBeTruthy();
    expect(screen.getByText('stew: Unable to clean orphaned data')).toBeTruthy();
  });
});
