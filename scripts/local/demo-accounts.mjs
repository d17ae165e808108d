// The demo accounts `npm start` seeds (also listed in the README). Local emulator only. The reader follows the cook
// (scripts/seed.mjs, functions/src/seed/demoActivity.ts).
export const DEMO_ACCOUNTS = Object.freeze([
  {
    role: 'admin',
    email: 'admin@matkon.local',
    password: 'matkon-admin',
    displayName: 'Matkon Admin',
    username: 'matkon_admin',
    isAdmin: true,
  },
  {
    role: 'cook',
    email: 'cook@matkon.local',
    password: 'matkon-cook',
    displayName: 'Dana Cook',
    username: 'dana_cook',
    isAdmin: false,
  },
  {
    role: 'reader',
    email: 'reader@matkon.local',
    password: 'matkon-reader',
    displayName: 'Noa Reader',
    username: 'noa_reader',
    isAdmin: false,
  },
  // banned from commenting by the demo admin (functions/src/seed/demoBackOffice.ts): the Banned Users tab's demo
  {
    role: 'banned',
    email: 'banned@matkon.local',
    password: 'matkon-banned',
    displayName: 'Sam Spammer',
    username: 'sam_spammer',
    isAdmin: false,
  },
]);
