/**
 * Stand-in for firebase/database, firebase/functions, firebase/storage and firebase/remote-config inside
 * reactfire (see README.md). The app reaches callables through platform/api.ts instead.
 */
function unavailable(name: string): never {
  throw new Error(
    `reactfire's ${name} is not part of this app's bundle: use platform/api.ts or the Firebase SDK directly.`,
  );
}

// firebase/database
export const get = () => unavailable('database');
export const off = () => unavailable('database');
export const onChildAdded = () => unavailable('database');
export const onChildChanged = () => unavailable('database');
export const onChildMoved = () => unavailable('database');
export const onChildRemoved = () => unavailable('database');
export const onValue = () => unavailable('database');
// firebase/functions
export const httpsCallable = () => unavailable('functions');
// firebase/remote-config
export const ensureInitialized = () => unavailable('remote-config');
export const getAll = () => unavailable('remote-config');
export const getBoolean = () => unavailable('remote-config');
export const getNumber = () => unavailable('remote-config');
export const getString = () => unavailable('remote-config');
export const getValue = () => unavailable('remote-config');
// firebase/storage
export const getDownloadURL = () => unavailable('storage');
export const ref = () => unavailable('storage');
