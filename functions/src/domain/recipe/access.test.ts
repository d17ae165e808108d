import { describe, expect, it } from 'vitest';
import {
  GUEST,
  accessMessage,
  canManageRecipe,
  listableVisibilities,
  needsFollowerCheck,
  privacyStatusOf,
  recipeAccess,
  type Viewer,
} from './access';

const author = 'author-1';
const viewers: Record<string, Viewer> = {
  guest: GUEST,
  stranger: { uid: 'stranger', isAdmin: false, isFollower: false },
  follower: { uid: 'follower', isAdmin: false, isFollower: true },
  author: { uid: author, isAdmin: false, isFollower: false },
  admin: { uid: 'admin', isAdmin: true, isFollower: false },
};

describe('recipeAccess (000 §2, §4): visibility × viewer', () => {
  const matrix: Record<string, Record<string, string>> = {
    public: { guest: 'full', stranger: 'full', follower: 'full', author: 'full', admin: 'full' },
    'followers-only': {
      guest: 'login-required',
      stranger: 'followers-only',
      follower: 'full',
      author: 'full',
      admin: 'full',
    },
    private: { guest: 'none', stranger: 'none', follower: 'none', author: 'full', admin: 'full' },
    // a document without a valid visibility is never treated as public (as in firestore.rules)
    missing: { guest: 'none', stranger: 'none', follower: 'none', author: 'full', admin: 'full' },
  };
  for (const [visibility, row] of Object.entries(matrix)) {
    for (const [viewer, expected] of Object.entries(row)) {
      it(`${visibility} × ${viewer} → ${expected}`, () => {
        const recipe = { visibility: visibility === 'missing' ? undefined : visibility, authorId: author };
        expect(recipeAccess(recipe, viewers[viewer]!)).toBe(expected);
      });
    }
  }

  it('reads the follower edge only for a signed-in non-author on a followers-only recipe', () => {
    const recipe = { visibility: 'followers-only', authorId: author };
    expect(needsFollowerCheck(recipe, 'stranger')).toBe(true);
    expect(needsFollowerCheck(recipe, author)).toBe(false);
    expect(needsFollowerCheck(recipe, null)).toBe(false);
    expect(needsFollowerCheck({ ...recipe, visibility: 'public' }, 'stranger')).toBe(false);
  });

  it('has a lock message for each locked mode and none for full', () => {
    expect(accessMessage('full')).toBe('');
    expect(accessMessage('login-required')).toMatch(/log in/);
    expect(accessMessage('followers-only')).toMatch(/followers/);
  });
});

describe("an author's recipe list (001 §7 get-user-recipes)", () => {
  it('shows the owner everything, followers the followers-only ones, others the public ones', () => {
    expect(privacyStatusOf(author, viewers.author!)).toBe('owner');
    expect(privacyStatusOf(author, viewers.admin!)).toBe('admin');
    expect(privacyStatusOf(author, viewers.follower!)).toBe('follower');
    expect(privacyStatusOf(author, viewers.stranger!)).toBe('public');
    expect(privacyStatusOf(author, GUEST)).toBe('public');
    expect(listableVisibilities('owner')).toEqual(['public', 'followers-only', 'private']);
    expect(listableVisibilities('follower')).toEqual(['public', 'followers-only']);
    expect(listableVisibilities('public')).toEqual(['public']);
  });
});

describe('canManageRecipe (000 §5 "Ownership", §6)', () => {
  it('lets the author and admins edit and delete, nobody else', () => {
    const recipe = { authorId: author };
    expect(canManageRecipe(recipe, viewers.author!)).toBe(true);
    expect(canManageRecipe(recipe, viewers.admin!)).toBe(true);
    expect(canManageRecipe(recipe, viewers.follower!)).toBe(false);
    expect(canManageRecipe(recipe, GUEST)).toBe(false);
    expect(canManageRecipe({ authorId: undefined }, GUEST)).toBe(false);
  });
});
