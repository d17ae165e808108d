/**
 * The security headers of every page (issue 29 §4, decision 0052), built here once: firebase.json's `**` rule holds
 * the same list (securityHeaders.test.ts fails when the two differ and prints the list to paste), Hosting sends it
 * with every file, and seo-recipePage sets it on its own answers, since Hosting's documentation promises its
 * `headers` only for what Hosting serves itself. The local stack's front adds its emulators' origins to connect-src
 * (scripts/local/hostingFront.mjs); nothing else differs locally.
 */
import { createHash } from 'node:crypto';
import { SIGNED_IN_SCRIPT, START_SCRIPT } from './startAfterFirstView';

/** CSP's source expression for an inline script with exactly this text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const SELF = "'self'";
const RECAPTCHA = 'https://www.google.com/recaptcha/';
const RECAPTCHA_STATIC = 'https://www.gstatic.com/recaptcha/';

/**
 * What the production app loads, by directive. Scripts: the built chunks, the recipe page's start script by its
 * hash, reCAPTCHA v3 and Enterprise (the bot-check and App Check) and Google's API loader, which Auth's sign-in
 * popup needs; never 'unsafe-inline' or 'unsafe-eval'. Styles keep 'unsafe-inline' (index.html's inlined entry CSS,
 * the first view's rules, reCAPTCHA's badge). Connections: Auth, Firestore, App Check, installations and push
 * (*.googleapis.com), callables (*.cloudfunctions.net), Cloudinary's upload. Images: Cloudinary, Google profile
 * photos, the form's previews (blob:), and the one-pixel image Firestore's channel loads to test the network after
 * a failed request (offline: the shopping list, decision 0070). Frames: Auth's iframe (the auth domain: the site or *.firebaseapp.com),
 * reCAPTCHA, YouTube embeds.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': [SELF],
  'script-src': [
    SELF,
    scriptHash(START_SCRIPT),
    scriptHash(SIGNED_IN_SCRIPT),
    'https://apis.google.com',
    RECAPTCHA,
    RECAPTCHA_STATIC,
  ],
  'style-src': [SELF, "'unsafe-inline'"],
  'img-src': [
    SELF,
    'data:',
    'blob:',
    'https://res.cloudinary.com',
    'https://*.googleusercontent.com',
    'https://www.google.com/images/cleardot.gif',
  ],
  'connect-src': [
    SELF,
    'https://*.googleapis.com',
    'https://*.cloudfunctions.net',
    'https://api.cloudinary.com',
    RECAPTCHA,
  ],
  'frame-src': [
    SELF,
    'https://*.firebaseapp.com',
    RECAPTCHA,
    'https://recaptcha.google.com/recaptcha/',
    'https://www.youtube-nocookie.com',
  ],
  'worker-src': [SELF],
  'object-src': ["'none'"],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': ["'none'"],
};

export function contentSecurityPolicy(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** [header, value] in the order firebase.json lists them. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', contentSecurityPolicy(CSP_DIRECTIVES)],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
];
