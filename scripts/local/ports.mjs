// Every port the local stack uses, shifted by one offset so a test stack can run beside `npm start`.
export const BASE_PORTS = Object.freeze({
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  pubsub: 8085,
  // the stack's Hosting address: the gateway's guard (hostingFront.mjs), in front of the emulator's own port
  hosting: 5050,
  hostingEmulator: 5052,
  eventarc: 9299,
  tasks: 9499,
  hub: 4400,
  logging: 4500,
  postgres: 54322,
  postgrest: 54330,
  mirror: 54321,
  web: 5173,
  // MailDev: SMTP for the functions' mail, and its web inbox with the REST API (GET /api/email)
  mailSmtp: 1025,
  mailWeb: 1080,
});

export const PROJECT_ID = 'demo-matkon';
export const REGION = 'us-central1';

/**
 * Supabase's ports (5432x) lie inside Linux's range for outgoing connections (32768–60999), where any connection of a
 * busy machine may hold one at the moment a stack binds it (a clean-clone run lost its browser stack that way: "mirror
 * gateway exited before answering"). `npm start` keeps Supabase's ports; a stack on an offset (the test stacks, beside
 * the others) moves them below the range.
 */
const OUTGOING_RANGE_START = 32768;
const BELOW_OUTGOING_RANGE = 34000;

export function portsFor(offset = 0) {
  return Object.fromEntries(
    Object.entries(BASE_PORTS).map(([name, port]) => {
      const shifted = port + offset;
      const moved = offset !== 0 && port >= OUTGOING_RANGE_START ? shifted - BELOW_OUTGOING_RANGE : shifted;
      return [name, moved];
    }),
  );
}

/**
 * The fixture site of the import tests (functions/src/testing/fixtureSite.ts): the tests bind it, the stack's
 * functions let its origin through (MATKON_IMPORT_ALLOWED_ORIGINS, decision 0061). Not a port the stack binds, so the
 * launcher never frees it; on the stack's offset, so two stacks' fixture sites do not clash.
 */
export const IMPORT_FIXTURE_BASE_PORT = 18080;

export function importFixturePort(offset = 0) {
  return IMPORT_FIXTURE_BASE_PORT + offset;
}
