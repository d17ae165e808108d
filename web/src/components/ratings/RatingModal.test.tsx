// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enRatings from '@/locales/en/ratings.json';
import { setUpI18n } from '@/testing';
import { RatingModal } from './RatingModal';

beforeAll(async () => {
  await setUpI18n({ ratings: enRatings });
});

afterEach(() => cleanup());

const button = (name: string) => screen.getByRole('button', { name });

describe('RatingModal (spec 001 §4 "Rating flow")', () => {
  it('made it → the five cook levels; a choice submits at once and the modal closes 500 ms after it is saved', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<RatingModal current={null} onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByText(enRatings.modal.title)).toBeTruthy();
    fireEvent.click(button(enRatings.modal.madeIt));
    const levels = Object.values(enRatings.levels);
    for (const level of levels) expect(button(level)).toBeTruthy();
    fireEvent.click(button(enRatings.levels.good));
    expect(onSubmit).toHaveBeenCalledWith({ madeIt: true, rating: 4 });
    await screen.findByText(enRatings.modal.saved);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('just browsing → interested (5) or not interested (2)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<RatingModal current={null} onSubmit={onSubmit} onClose={() => undefined} />);
    fireEvent.click(button(enRatings.modal.justBrowsing));
    fireEvent.click(button(enRatings.interest['not-interested']));
    expect(onSubmit).toHaveBeenCalledWith({ madeIt: false, interest: 'not-interested' });
  });

  it('an existing rating: titled update, its choices marked; a failure is shown and the modal stays', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Unable to save rating: Please check your connection and try again later.');
    });
    const onClose = vi.fn();
    render(
      <RatingModal
        current={{ madeIt: true, rating: 3, interest: null, feedback: '', timestamp: '', photo: null }}
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
    expect(screen.getByText(enRatings.modal.updateTitle)).toBeTruthy();
    expect(button(enRatings.modal.madeIt).getAttribute('aria-pressed')).toBe('true');
    expect(button(enRatings.modal.justBrowsing).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button(enRatings.modal.madeIt));
    expect(button(enRatings.levels.okay).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button(enRatings.levels.bad));
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to save rating');
    expect(onClose).not.toHaveBeenCalled();
  });
});
