/**
 * Bans (issue 14; spec 002 §2 Banned Users tab, §3 "Banned user", §7, §9 "empty ban-until means permanent") through
 * the Hosting rewrites, as the admin screen sends them: the ban the admin writes is the one comment creation reads
 * (the banned user is refused), a ban with an end stops holding when it passes, unban lets the user comment again,
 * the refusals name their reason and write nothing, and every ban and unban is in the audit log. A non-admin is
 * refused by the table test in admin/backOffice.emulator.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_COLLECTION, type AuditEntry } from '../domain/admin';
import { BAN_MESSAGES, type BanDoc, type BannedUser } from '../domain/comments/bans';
import { BANNED_USERS_COLLECTION } from '../domain/comments/types';
import { db } from '../platform/firebase';
import { createUsers, type TestUser } from '../testing/authEmulator';
import { post, verifiedUser } from '../testing/comments';
import { api, createRecipeAs } from '../testing/recipes';
import { waitFor } from '../testing/waitFor';

let admin: TestUser;
let cook: TestUser;
let recipeId: string;

beforeAll(async () => {
  [admin, cook] = await createUsers(db(), 'admin', 'user');
  recipeId = await createRecipeAs(cook);
});

type Failure = { error: { message: string } };
const ban = (body: Record<string, unknown>) =>
  api<{ ban: BannedUser } & Failure>('POST', '/api/admin/ban-user', { user: admin, body });
const unban = (userId: string) =>
  api<Failure>('POST', '/api/admin/banned-users', {
    user: admin,
    body: { userId, reason: 'appeal accepted' },
  });
const bannedPage = async (query: Record<string, string>) =>
  (
    await api<{ bannedUsers: BannedUser[]; hasMore: boolean }>('GET', '/api/admin/banned-users', {
      user: admin,
      query,
    })
  ).body;
const bannedList = async (search: string) => (await bannedPage({ search })).bannedUsers;
const banDoc = async (uid: string) =>
  (await db().collection(BANNED_USERS_COLLECTION).doc(uid).get()).data() ?? null;
const comment = (user: TestUser, content: string) => post(user, { recipeId, content });

async function audits(userId: string): Promise<AuditEntry[]> {
  const entries = await db().collection(ADMIN_AUDIT_COLLECTION).where('actorId', '==', admin.uid).get();
  return entries.docs
    .map((doc) => doc.data() as AuditEntry)
    .filter((entry) => entry.target?.id === userId)
    .sort((a, b) => a.at.localeCompare(b.at));
}

describe('ban and unban', () => {
  it('a permanent ban stops the user commenting until the admin unbans them', async () => {
    const troll = await verifiedUser(`Troll ${Date.now()}`);
    const banned = await ban({ userId: troll.uid, reason: 'Spam links', until: '' });
    expect(banned.status).toBe(200);
    expect(banned.body.ban).toMatchObject({
      userId: troll.uid,
      banReason: 'Spam links',
      banUntil: '',
      bannedBy: admin.uid,
      profile: { email: troll.email },
    });
    expect(await banDoc(troll.uid)).toMatchObject({ banReason: 'Spam links', banUntil: '' });

    const refused = await comment(troll, 'Buy my stuff');
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as Failure).error).toMatchObject({
      message: 'You are banned from commenting permanently. Reason: Spam links',
      reason: 'banned',
      banReason: 'Spam links',
      banUntil: '',
    });
    expect((await bannedList(troll.email)).map((user) => user.userId)).toEqual([troll.uid]);

    expect((await unban(troll.uid)).status).toBe(200);
    expect(await banDoc(troll.uid)).toBeNull();
    expect(await bannedList(troll.email)).toEqual([]);
    expect((await comment(troll, 'Sorry, a real comment now')).status).toBe(200);

    const log = await audits(troll.uid);
    expect(log.map((entry) => entry.action)).toEqual([
      'POST /api/admin/ban-user',
      'POST /api/admin/banned-users',
    ]);
    expect(log[0]?.after).toEqual({ banReason: 'Spam links', banUntil: '' });
    expect(log[1]?.before).toEqual({ banReason: 'Spam links', banUntil: '' });
  });

  it('a ban with an end holds until that time and then lets the user comment again', async () => {
    const user = await verifiedUser(`Short ban ${Date.now()}`);
    const until = new Date(Date.now() + 4_000).toISOString();
    const banned = await ban({ userId: user.uid, reason: 'Cool down', until });
    expect(banned.status).toBe(200);
    expect(banned.body.ban.banUntil).toBe(until);
    const refused = await comment(user, 'Still here');
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as Failure).error).toMatchObject({
      message: `You are banned from commenting until ${until.slice(0, 16).replace('T', ' ')} UTC. Reason: Cool down`,
      banUntil: until,
      banReason: 'Cool down',
    });
    await waitFor(async () => (Date.now() > Date.parse(until) + 500 ? true : undefined), {
      timeoutMs: 15_000,
      what: 'the end of the ban',
    });
    expect((await comment(user, 'Back after the ban')).status).toBe(200);
    expect(await bannedList(user.email)).toEqual([]);
  });

  it('refuses a past end, an admin, an unknown user and a missing reason, writing nothing', async () => {
    const user = await verifiedUser(`Not banned ${Date.now()}`);
    const past = await ban({
      userId: user.uid,
      reason: 'Late',
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe(BAN_MESSAGES.untilPast);
    const noReason = await ban({ userId: user.uid, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(BAN_MESSAGES.reasonRequired);
    expect(await banDoc(user.uid)).toBeNull();

    const adminBan = await ban({ userId: admin.uid, reason: 'Nope' });
    expect(adminBan.body.error.message).toBe(BAN_MESSAGES.adminCannotBeBanned);
    expect(await banDoc(admin.uid)).toBeNull();
    const unknown = await ban({ userId: `nobody-${Date.now()}`, reason: 'Ghost' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(BAN_MESSAGES.userNotFound);

    const notBanned = await unban(user.uid);
    expect(notBanned.status).toBe(404);
    expect(notBanned.body.error.message).toBe(BAN_MESSAGES.notBanned);
    expect(await audits(user.uid)).toEqual([]);
  });
});

describe('the Banned Users list', () => {
  // More bans than one store read (100) and than a page; dated ahead of every other ban, so without a search the
  // first pages are theirs. Every fifth one has ended and is never listed.
  const marker = `paging${Date.now().toString(36)}`;
  const bans: BanDoc[] = Array.from({ length: 130 }, (_, n) => ({
    userId: `${marker}-${String(n).padStart(3, '0')}`,
    profile: { displayName: `Paged ${n}`, email: `${marker}-${n}@example.com` },
    banReason: `${marker} reason ${n}`,
    bannedAt: new Date(Date.UTC(2099, 0, 1) + n * 60_000).toISOString(),
    banUntil: n % 5 === 0 ? '2020-01-01T00:00:00.000Z' : '',
    bannedBy: 'test',
    totalComments: 0,
  }));
  const listedNewestFirst = bans
    .filter((_, n) => n % 5 !== 0)
    .reverse()
    .map((ban) => ban.userId);

  beforeAll(async () => {
    const batch = db().batch();
    for (const ban of bans) batch.set(db().collection(BANNED_USERS_COLLECTION).doc(ban.userId), ban);
    await batch.commit();
  });

  afterAll(async () => {
    const batch = db().batch();
    for (const ban of bans) batch.delete(db().collection(BANNED_USERS_COLLECTION).doc(ban.userId));
    await batch.commit();
  });

  it('pages the bans in effect newest first, leaving out ended ones, with or without a search', async () => {
    expect(listedNewestFirst).toHaveLength(104);
    const first = await bannedPage({ limit: '20' });
    expect(first.bannedUsers.map((ban) => ban.userId)).toEqual(listedNewestFirst.slice(0, 20));
    expect(first.hasMore).toBe(true);

    const pages = [];
    for (const page of ['1', '2', '3']) pages.push(await bannedPage({ search: marker, limit: '50', page }));
    expect(pages.flatMap((page) => page.bannedUsers.map((ban) => ban.userId))).toEqual(listedNewestFirst);
    expect(pages.map((page) => [page.bannedUsers.length, page.hasMore])).toEqual([
      [50, true],
      [50, true],
      [4, false],
    ]);
    expect(pages[0]?.bannedUsers[0]).toEqual(bans[129]);
  });
});
