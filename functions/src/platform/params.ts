/**
 * Every configuration value of the functions, declared once (DESIGN §3).
 *
 * Values: deployed functions get them from `.env.<project>` files and Secret Manager. The emulator reads
 * functions/.env, .env.demo-matkon, then .env.local (emulator only; later files win), and secrets from .secret.local.
 * Those values are layered OVER the emulator's own process environment, so a launcher cannot move the mirror to
 * another port by exporting MIRROR_URL: it exports MATKON_MIRROR_URL / MATKON_MIRROR_SERVICE_KEY instead, which no
 * dotenv file defines and which therefore reach the functions untouched (see mirrorConfig()).
 * Every defineString needs a value in a dotenv file (functions/.env.demo-matkon locally): for a missing one the
 * emulator stops at an interactive prompt and loads no function. Outside the functions runtime (scripts, tests)
 * every param simply reads process.env.
 */
import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';
import type { GlobalOptions } from 'firebase-functions/v2';

/** supabase-js base URL of the mirror (production: https://<ref>.supabase.co; locally the stack's gateway). */
export const mirrorUrl = defineString('MIRROR_URL', { description: 'Base URL of the Supabase mirror' });
/** Service-role key of the mirror: bypasses RLS, lives only in functions. */
export const mirrorServiceKey = defineSecret('MIRROR_SERVICE_KEY');

/** 'recaptcha' (production) or 'local' (test tokens such as `test-score-0.9`). */
export const botCheckMode = defineString('BOT_CHECK', { description: "'recaptcha' or 'local'" });
export const recaptchaSecret = defineSecret('RECAPTCHA_SECRET');

/**
 * App Check enforcement (decision 0009): callables refuse a call without a valid token and the HTTP contract routes
 * answer 401. On unless a dotenv file says otherwise (functions/.env.demo-matkon turns it off for the local stack).
 */
export const appCheckEnforce = defineBoolean('APP_CHECK_ENFORCE', {
  description: 'Refuse calls without a valid App Check token',
  default: true,
});

/**
 * `enforceAppCheck` for onCall, which reads it when a callable is defined. While the CLI only lists the functions
 * (deploy, emulator start: FUNCTIONS_CONTROL_API) the value is unused and reading the param would log a false
 * warning per callable (firebase/firebase-functions#1921), so it is read only at run time.
 */
export function appCheckEnforcedForCallables(): boolean {
  return process.env.FUNCTIONS_CONTROL_API === 'true' || appCheckEnforce.value();
}

/** 'cloudinary' (production) or 'local' (files under the emulator data folder). */
export const imageHostMode = defineString('IMAGE_HOST', { description: "'cloudinary' or 'local'" });
export const cloudinaryCloudName = defineString('CLOUDINARY_CLOUD_NAME', {
  description: 'Cloudinary cloud name',
});
export const cloudinaryApiKey = defineString('CLOUDINARY_API_KEY', { description: 'Cloudinary API key' });
export const cloudinaryApiSecret = defineSecret('CLOUDINARY_API_SECRET');

/** coco-ssd model.json for the server's person check; empty = TensorFlow's public URL (domain/media). */
export const personModelUrl = defineString('PERSON_MODEL_URL', {
  description: "coco-ssd model.json URL (empty: TensorFlow's public one)",
  default: '',
});

/**
 * The public site's origin for canonical and Open Graph URLs (e.g. https://matkon.app); empty: the default Hosting
 * site https://<project>.web.app (in the emulator: the Hosting emulator the request came through).
 */
export const siteUrl = defineString('SITE_URL', {
  description: 'Public site origin, e.g. https://matkon.app',
  default: '',
});

/** Gemini on Vertex AI; empty locally, where the deterministic providers answer. */
export const vertexProject = defineString('VERTEX_PROJECT', { description: 'Vertex AI project id' });
export const vertexLocation = defineString('VERTEX_LOCATION', { description: 'Vertex AI location' });
/** The Gemini model every AI task asks (decision 0015). */
export const aiModel = defineString('AI_MODEL', {
  description: 'Gemini model id',
  default: 'gemini-2.5-flash',
});

export interface MirrorConfig {
  readonly url: string;
  readonly serviceKey: string;
}

/**
 * A param's value, unless the launcher overrides it with MATKON_<its name>: a name no dotenv file sets, so it reaches
 * the functions untouched (see the header). Deployed functions have no such variable and always read the param.
 */
function launcherOverrideOr(param: { readonly name: string; value(): string }): string {
  return process.env[`MATKON_${param.name}`] || param.value();
}

/** The mirror's address and key: the launcher's MATKON_* overrides first, then the params. */
export function mirrorConfig(): MirrorConfig {
  const url = launcherOverrideOr(mirrorUrl);
  const serviceKey = launcherOverrideOr(mirrorServiceKey);
  if (!url || !serviceKey) {
    throw new Error('Mirror is not configured: set MIRROR_URL and MIRROR_SERVICE_KEY');
  }
  return { url, serviceKey };
}

/**
 * Secrets every mirror-writing function binds. Bind them explicitly: the emulator hands a function every entry of
 * .secret.local whether it declared it or not, so a missing binding only shows up once deployed.
 */
export const MIRROR_SECRETS = [mirrorServiceKey];

type SecretList = NonNullable<GlobalOptions['secrets']>;

/** Function options with MIRROR_SECRETS added to whatever secrets they already bind. */
export function withMirrorSecrets<Options extends { secrets?: SecretList }>(options: Options): Options {
  return { ...options, secrets: [...new Set([...MIRROR_SECRETS, ...(options.secrets ?? [])])] };
}

export type BotCheckMode = 'recaptcha' | 'local';

export function selectedBotCheckMode(): BotCheckMode {
  return botCheckMode.value() === 'local' ? 'local' : 'recaptcha';
}

/**
 * YouTube's oEmbed endpoint and thumbnail host (000 §5 video checks). The launcher points a local stack at its
 * offline fake with MATKON_YOUTUBE_OEMBED_URL / MATKON_YOUTUBE_THUMBNAIL_URL (names no dotenv file sets, like the
 * mirror's); deployed functions never have those, so they always ask YouTube (youtubeEndpoints()).
 */
export const youtubeOembedUrl = defineString('YOUTUBE_OEMBED_URL', {
  description: "YouTube's oEmbed endpoint",
  default: 'https://www.youtube.com/oembed',
});
export const youtubeThumbnailUrl = defineString('YOUTUBE_THUMBNAIL_URL', {
  description: "YouTube's thumbnail host ({base}/{videoId}/hqdefault.jpg)",
  default: 'https://img.youtube.com/vi',
});

export function youtubeEndpoints(): { oembedUrl: string; thumbnailUrl: string } {
  return {
    oembedUrl: launcherOverrideOr(youtubeOembedUrl),
    thumbnailUrl: launcherOverrideOr(youtubeThumbnailUrl),
  };
}

/**
 * Mail (the daily digest; docs/decisions/0034): an SMTP URL for nodemailer, e.g. smtps://user:password@smtp.example:465
 * (a secret: it holds the password). The launcher points a local stack at its MailDev with MATKON_SMTP_URL.
 */
export const smtpUrl = defineSecret('SMTP_URL');
export const mailFrom = defineString('MAIL_FROM', {
  description: 'The sender of the app’s mail, e.g. Matkon <no-reply@matkon.app>',
  default: 'Matkon <no-reply@matkon.app>',
});
/** Signs the digest's one-click unsubscribe links (HMAC). */
export const unsubscribeSecret = defineSecret('UNSUBSCRIBE_SECRET');

export function mailConfig(): { smtpUrl: string; from: string } {
  return { smtpUrl: launcherOverrideOr(smtpUrl), from: mailFrom.value() };
}

/**
 * Push (level "all"; docs/decisions/0033): 'fcm' sends through Firebase Cloud Messaging's HTTP v1 API with the
 * function's service account; 'off' sends nothing (the local stack, which cannot reach FCM: there the open tab's
 * Notification API shows the alert). FCM_URL: another endpoint than https://fcm.googleapis.com, for tests only.
 */
export const pushMode = defineString('PUSH', { description: "'fcm' or 'off'", default: 'fcm' });
export const fcmUrl = defineString('FCM_URL', {
  description: "FCM's endpoint",
  default: 'https://fcm.googleapis.com',
});

/** SITE_URL, the launcher's MATKON_SITE_URL on a local stack, else the project's default Hosting site. */
export function siteOrigin(): string {
  const configured = process.env.MATKON_SITE_URL || siteUrl.value();
  const project = process.env.GCLOUD_PROJECT ?? 'matkon';
  return (configured.trim() || `https://${project}.web.app`).replace(/\/+$/, '');
}

export function pushConfig(): { mode: 'fcm' | 'off'; url: string } {
  return { mode: pushMode.value() === 'off' ? 'off' : 'fcm', url: launcherOverrideOr(fcmUrl) };
}
