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

export function portsFor(offset = 0) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
}
