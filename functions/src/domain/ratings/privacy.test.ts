import { describe, expect, it } from 'vitest';
import { mayViewRatedRecipes } from './privacy';

describe("who sees a user's rated recipes (001 §6)", () => {
  const owner = { isOwner: true, isFollower: false };
  const follower = { isOwner: false, isFollower: true };
  const stranger = { isOwner: false, isFollower: false };
  it.each([
    ['private', [true, false, false]],
    ['followers', [true, true, false]],
    ['public', [true, true, true]],
  ] as const)('%s: owner, follower, stranger', (level, expected) => {
    expect([owner, follower, stranger].map((viewer) => mayViewRatedRecipes(level, viewer))).toEqual(expected);
  });
});
