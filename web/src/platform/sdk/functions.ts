import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { emulators, functionsRegion, useEmulators } from '../env';

const instances = new WeakMap<FirebaseApp, Functions>();

export function createFunctions(app: FirebaseApp): Functions {
  const existing = instances.get(app);
  if (existing) return existing;
  const functions = getFunctions(app, functionsRegion);
  if (useEmulators) connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
  instances.set(app, functions);
  return functions;
}

export { httpsCallable } from 'firebase/functions';
