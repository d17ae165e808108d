// The two demo accounts `npm start` seeds (also listed in the README). Local emulator only.
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
]);
