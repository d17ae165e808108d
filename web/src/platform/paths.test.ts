import { describe, expect, it } from 'vitest';
import { channelPath, isReservedPathSegment } from './paths';

describe('channel paths', () => {
  it('links a channel by username, else by id (issue 27: a slug opened "User not found")', () => {
    expect(channelPath({ uid: 'u1', username: 'dana_cook', displayName: 'Dana Cook' })).toBe('/dana_cook');
    expect(channelPath({ uid: 'u1', username: null, displayName: 'Dana Cook' })).toBe('/user/u1');
    expect(channelPath({ uid: 'u1', username: null, displayName: 'דנה' })).toBe('/user/u1');
  });

  it('never links a channel to an address an app route owns', () => {
    expect(isReservedPathSegment('Trending')).toBe(true);
    expect(channelPath({ uid: 'u2', username: 'trending' })).toBe('/user/u2');
    expect(channelPath({ uid: 'u3', username: null, displayName: 'Login' })).toBe('/user/u3');
    expect(channelPath({ uid: 'u4', username: 'trending_cook' })).toBe('/trending_cook');
  });
});
