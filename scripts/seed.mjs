#!/usr/bin/env node
// Seeds the running local stack idempotently: reference data through the product's own services (mirror first,
// then Firestore) and the demo accounts. Needs the env of scripts/local/stack.mjs (FIRESTORE_EMULATOR_HOST, …).
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from './local/demo-accounts.mjs';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
const require = createRequire(functionsDir);
const { initializeApp } = require('firebase-admin/app');
const { getAuth } = require('firebase-admin/auth');
const { getFirestore } = require('firebase-admin/firestore');
const { seedReferenceData } = require('./lib/seed/referenceData.js');
const { createMirrorClient } = require('./lib/platform/mirror/client.js');
const { ensureProfile } = require('./lib/users/ensure.js');
const { setProfileFlags } = require('./lib/users/flags.js');
const { updateProfile } = require('./lib/users/edit.js');
const { seedDemoRecipes } = require('./lib/seed/demoRecipes.js');
const { seedDemoFavorites } = require('./lib/seed/demoFavorites.js');
const { seedDemoPlan } = require('./lib/seed/demoPlan.js');
const { seedDemoRatings } = require('./lib/seed/demoRatings.js');
const { LocalImageHost } = require('./lib/platform/imageHostLocal.js');
const { ensureDemoLink } = require('./lib/seed/demoLink.js');
const { settleCalories } = require('./lib/calories/service.js');
const { getAiProviders } = require('./lib/platform/ai/index.js');
const { seedDemoActivity } = require('./lib/seed/demoActivity.js');
const { createServiceClient } = require('./lib/platform/mirror/client.js');
const { seedDemoPersonal } = require('./lib/seed/demoPersonal.js');
const { seedDemoSearches } = require('./lib/seed/demoSearches.js');
const { seedDemoOrphans } = require('./lib/seed/demoOrphans.js');
const { seedDemoBackOffice } = require('./lib/seed/demoBackOffice.js');

initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore();
const auth = getAuth();
const mirror = createMirrorClient({
  url: process.env.MATKON_MIRROR_URL,
  serviceKey: process.env.MIRROR_SERVICE_KEY,
});

/**
 * A demo account goes through the same code as a real one: an Auth account (email verified, as the README promises),
 * then the profile service users-ensureProfile runs after a sign-up (username derived and reserved, mirror first),
 * then the admin and verified flags through the same protocol. Idempotent: each step writes only what differs.
 */
async function ensureAccount(account) {
  let user;
  try {
    user = await auth.getUserByEmail(account.email);
  } catch (error) {
    if (error?.code !== 'auth/user-not-found') throw error;
    user = await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
  }
  if (!user.emailVerified || !user.displayName) {
    user = await auth.updateUser(user.uid, {
      emailVerified: true,
      displayName: user.displayName || account.displayName,
    });
  }
  const deps = { db, mirror, auth };
  const { profile, usernameError } = await ensureProfile(deps, user.uid, { language: 'en' });
  if (!profile.profileComplete) {
    throw new Error(`demo account ${account.email} has no username: ${usernameError ?? 'unknown reason'}`);
  }
  if (profile.username !== account.username) {
    console.warn(
      `demo account ${account.email}: username is ${profile.username}, expected ${account.username}`,
    );
  }
  await setProfileFlags(deps, user.uid, { isAdmin: account.isAdmin, isVerified: true });
}

const summary = await seedReferenceData({ db, mirror });
for (const account of DEMO_ACCOUNTS) await ensureAccount(account);
// The demo cook's recipes, through recipes-create's service (mirror first), once the cook's profile exists.
const cook = await auth.getUserByEmail(DEMO_ACCOUNTS.find((a) => a.role === 'cook').email);
// Their photos go where the stack's local image host serves them from (MATKON_IMAGE_DIR, set by the launcher).
const imageDir = process.env.MATKON_IMAGE_DIR;
const imageHost = imageDir ? new LocalImageHost({ dir: imageDir }) : undefined;
// Two are the reader's, so the trending tags they share have two cooks (decision 0040).
const reader = await auth.getUserByEmail(DEMO_ACCOUNTS.find((a) => a.role === 'reader').email);
const recipes = await seedDemoRecipes({ db, mirror, imageHost }, { cook: cook.uid, reader: reader.uid });
// A few of them rated by the demo admin (rating service: mirror first, aggregate in the same commit).
const admin = await auth.getUserByEmail(DEMO_ACCOUNTS.find((a) => a.role === 'admin').email);
const ratings = await seedDemoRatings({ db, mirror, imageHost }, admin.uid);
// The cook's favorites in two collections with notes (/favorites), through the favorites services.
const favorites = await seedDemoFavorites({ db, mirror }, cook.uid);
// The cook's household with the reader in it: this week's plan and the list made from it (issue 33).
const plan = await seedDemoPlan({ db, mirror }, cook.uid, reader.uid);
// Collections are private by default; the cook shares hers with everyone, so her channel shows them off.
await updateProfile({ db, mirror, auth }, cook.uid, { privacy: { collection: 'public' } });
// Their calories (calories-onRecipeWritten does it too; settled here so the demo never waits on the trigger).
const calories = await settleCalories({ db, mirror, calories: getAiProviders().calories });
// The demo reader follows the cook and has the activity items of the cook's latest recipes.
const supabase = createServiceClient({
  url: process.env.MATKON_MIRROR_URL,
  serviceKey: process.env.MIRROR_SERVICE_KEY,
});
const activity = await seedDemoActivity({ db, mirror, supabase }, reader.uid, cook.uid);
// The reader's views, saves and Hebrew recipes (issue 16): their home's groups and their language interests.
const personal = await seedDemoPersonal({ supabase }, reader.uid);
// The reader's and the cook's searches (issue 15): recent searches and /admin/analytics' search tab.
const searches = await seedDemoSearches({ db, supabase }, reader.uid, cook.uid);
// Orphans of a recipe deleted long ago, for /admin/cleanup to find (decision 0021).
const orphans = await seedDemoOrphans({ db, supabase });
const bannedUser = await auth.getUserByEmail(DEMO_ACCOUNTS.find((a) => a.role === 'banned').email);
const backOffice = await seedDemoBackOffice(
  { db, mirror },
  { uid: admin.uid, email: admin.email },
  bannedUser.uid,
);
// An open recipe request of the demo cook (issue 13); its token is kept where the launcher prints it from.
const linkFile = process.env.MATKON_DEMO_LINK_FILE;
const knownToken = linkFile && existsSync(linkFile) ? readFileSync(linkFile, 'utf8').trim() : null;
const demoLink = await ensureDemoLink({ db, mirror }, cook.uid, knownToken || null);
if (linkFile) writeFileSync(linkFile, `${demoLink.token}\n`);
console.log(
  `Seeded: ${JSON.stringify(summary)}; demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}; ` +
    `demo recipes: ${JSON.stringify(recipes)}; demo ratings: ${JSON.stringify(ratings)}; ` +
    `demo favorites: ${JSON.stringify(favorites)}; demo plan: ${JSON.stringify(plan)}; calories: ${JSON.stringify(calories)}; ` +
    `demo activity: ${JSON.stringify(activity)}; demo personal: ${JSON.stringify(personal)}; ` +
    `demo searches: ${JSON.stringify(searches)}; demo orphans: ${orphans}; ` +
    `demo back office: ${JSON.stringify(backOffice)}; demo recipe request: /share/${demoLink.token}` +
    (demoLink.created ? ' (new)' : ''),
);
process.exit(0);
