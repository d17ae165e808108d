import { describe, expect, it } from 'vitest';
import { activeCountDelta, allowedActions, moderate, moderationRefusal } from './moderation';
import type { CommentStatus } from './types';

describe('the moderation machine (002 §4), case by case', () => {
  it.each([
    ['pending', 'approve', { kind: 'status', status: 'active' }],
    ['active', 'hide', { kind: 'status', status: 'hidden' }],
    ['hidden', 'restore', { kind: 'status', status: 'active' }],
    ['pending', 'delete', { kind: 'status', status: 'deleted' }],
    ['active', 'delete', { kind: 'status', status: 'deleted' }],
    ['hidden', 'delete', { kind: 'status', status: 'deleted' }],
    ['deleted', 'delete', { kind: 'purge' }],
  ] as const)('%s + %s', (status, action, outcome) => {
    expect(moderate(status, action)).toEqual(outcome);
  });

  it.each([
    ['active', 'approve'],
    ['hidden', 'approve'],
    ['deleted', 'approve'],
    ['pending', 'hide'],
    ['hidden', 'hide'],
    ['deleted', 'hide'],
    ['pending', 'restore'],
    ['active', 'restore'],
    ['deleted', 'restore'],
  ] as const)('%s + %s is refused with a message naming both', (status, action) => {
    expect(moderate(status, action)).toEqual({ kind: 'refused', message: moderationRefusal(action, status) });
    expect(moderationRefusal(action, status)).toBe(`Cannot ${action} a comment that is ${status}`);
  });

  it('offers each status its own actions', () => {
    const offered = (status: CommentStatus) => allowedActions(status);
    expect(offered('pending')).toEqual(['approve', 'delete']);
    expect(offered('active')).toEqual(['hide', 'delete']);
    expect(offered('hidden')).toEqual(['restore', 'delete']);
    expect(offered('deleted')).toEqual(['delete']);
  });

  it('moves the recipe’s count of active comments', () => {
    expect(activeCountDelta('active', 'hidden')).toBe(-1);
    expect(activeCountDelta('hidden', 'active')).toBe(1);
    expect(activeCountDelta('pending', 'active')).toBe(1);
    expect(activeCountDelta('hidden', 'deleted')).toBe(0);
    expect(activeCountDelta('active', null)).toBe(-1);
    expect(activeCountDelta('deleted', null)).toBe(0);
  });
});
