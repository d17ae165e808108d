#!/usr/bin/env node
// Seeds the running local stack idempotently: reference data through the product's own services (mirror first,
// then Firestore) and the demo accounts. Needs the env of scripts/local/stack.mjs (FIRESTORE_EMULATOR_HOST, …).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from './local/demo-accounts.mjs';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
const require = createRequire(functionsDir);
const { initializeApp } = require('firebase-admin/app');
const { getAuth } = require('firebase-admin/auth');
const { getFirestore } = require('firebase-admin/firestore');
const { seedReferenceData } = require('./lib/seed/referenceData.js');
const { createMirrorClient } = require('./lib/platform/mirror/client.js');

initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore();
const auth = getAuth();
const mirror = createMirrorClient({
  url: process.env.MATKON_MIRROR_URL,
  serviceKey: process.env.MIRROR_SERVICE_KEY,
});

async function ensureAccount(account) {
  let user;
  try {
    user = await auth.getUserByEmail(account.email);
  } catch {
    user = await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
  }
  const ref = db.collection('users').doc(user.uid);
  if (!(await ref.get()).exists) {
    await ref.set({
      uid: user.uid,
      email: account.email,
      displayName: account.displayName,
      username: account.username,
      language: 'en',
      isAdmin: account.isAdmin,
      isVerified: true,
      isActive: true,
      emailVerified: true,
      profileComplete: true,
      recipeCount: 0,
      createdAt: new Date().toISOString(),
    });
    await db
      .collection('usernames')
      .doc(account.username)
      .set({ userId: user.uid, createdAt: new Date().toISOString() });
  }
}

const summary = await seedReferenceData({ db, mirror });
for (const account of DEMO_ACCOUNTS) await ensureAccount(account);
console.log(
  `Seeded: ${JSON.stringify(summary)}; demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
);
process.exit(0);
