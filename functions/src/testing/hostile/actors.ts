/**
 * The hostile client's actors, signed in the way the web app signs in: the real `firebase` JS SDK (app, auth,
 * firestore) pointed at the stack's Auth and Firestore emulators. A guest never signs in; the unverified user
 * signs up with email and password; the verified user also has emailVerified set (as the verification link does)
 * and refreshes its token, so that its requests carry email_verified: true.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { auth as adminAuth } from '../../platform/firebase';

export type Attacker = 'guest' | 'unverified' | 'verified';
export const ATTACKERS: readonly Attacker[] = ['guest', 'unverified', 'verified'];

export interface SignedInActor {
  readonly name: Attacker;
  /** null for the guest. */
  readonly uid: string | null;
  /**
   * Several SDK instances signed in as the same user. One instance sends its writes in order over one write stream
   * (a refused write took ~2 s in a queue of forty, a transaction's commit ~0.2 s): lanes let attempts overlap.
   */
  readonly lanes: readonly Firestore[];
  close(): Promise<void>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the hostile client against the stack (npm test)`);
  return value;
}

function hostPort(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at).replace(/^\[|\]$/g, ''), port: Number(value.slice(at + 1)) };
}

export const projectId = (): string => process.env.GCLOUD_PROJECT ?? 'demo-matkon';

function clientApp(name: string): { app: FirebaseApp; auth: Auth; db: Firestore } {
  const app = initializeApp(
    { apiKey: 'demo-key', authDomain: `${projectId()}.firebaseapp.com`, projectId: projectId() },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  const db = getFirestore(app);
  const { host, port } = hostPort(required('FIRESTORE_EMULATOR_HOST'));
  connectFirestoreEmulator(db, host, port);
  return { app, auth, db };
}

/** One actor with `lanes` app instances; `label` keeps the app names and emails unique per run. */
export async function signInActor(name: Attacker, label: string, lanes = 6): Promise<SignedInActor> {
  const apps = Array.from({ length: lanes }, (_, i) => clientApp(`${label}-${name}-${i}`));
  const [first, ...others] = apps as [ReturnType<typeof clientApp>, ...ReturnType<typeof clientApp>[]];
  const email = `${label}-${name}@example.com`.toLowerCase();
  const password = 'password123';
  let uid: string | null = null;
  if (name !== 'guest') {
    const credential = await createUserWithEmailAndPassword(first.auth, email, password);
    uid = credential.user.uid;
    if (name === 'verified') {
      await adminAuth().updateUser(uid, { emailVerified: true });
      await credential.user.reload();
      const token = await credential.user.getIdTokenResult(true);
      if (token.claims.email_verified !== true) throw new Error('the verified actor’s token is not verified');
    }
    await Promise.all(others.map((app) => signInWithEmailAndPassword(app.auth, email, password)));
  }
  return {
    name,
    uid,
    lanes: apps.map((app) => app.db),
    close: async () => {
      await Promise.all(
        apps.map(async (app) => {
          if (uid) await signOut(app.auth);
          await terminate(app.db);
          await deleteApp(app.app);
        }),
      );
      if (uid) await adminAuth().deleteUser(uid);
    },
  };
}

/** Loads rules into the Firestore emulator for the project, as @firebase/rules-unit-testing does. */
export async function loadRules(content: string): Promise<void> {
  const url = `http://${required('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${projectId()}:securityRules`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(`loading the rules failed: ${response.status} ${await response.text()}`);
}
