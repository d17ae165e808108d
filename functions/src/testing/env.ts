/**
 * Addresses of the running stack, as the launcher exports them (docs/helpers-contract.md). Tests never guess ports:
 * the stack may run at an offset.
 */
export interface StackEnv {
  readonly firestoreHost: string;
  readonly mirrorUrl: string;
  readonly mirrorServiceKey: string;
  readonly databaseUrl: string;
}

export function stackEnv(env: NodeJS.ProcessEnv = process.env): StackEnv {
  const read = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set: run these tests through the stack launcher (npm test)`);
    return value;
  };
  return {
    firestoreHost: read('FIRESTORE_EMULATOR_HOST'),
    mirrorUrl: read('MIRROR_URL'),
    mirrorServiceKey: read('MIRROR_SERVICE_KEY'),
    databaseUrl: read('DATABASE_URL'),
  };
}

/**
 * Where an import test starts its fixture site (testing/fixtureSite.ts): the origin the stack's functions let through
 * (MATKON_IMPORT_ALLOWED_ORIGINS, docs/decisions/0061), on the stack's offset.
 */
export function importFixtureOrigin(env: NodeJS.ProcessEnv = process.env): { origin: string; port: number } {
  const value = env.MATKON_IMPORT_FIXTURE_URL;
  if (!value)
    throw new Error(
      'MATKON_IMPORT_FIXTURE_URL is not set: run these tests through the stack launcher (npm test)',
    );
  const url = new URL(value);
  return { origin: url.origin, port: Number(url.port) };
}

export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
